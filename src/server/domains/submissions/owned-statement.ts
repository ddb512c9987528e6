import { and, eq } from 'drizzle-orm';
import { AppError } from '../../../shared/errors.js';
import { documents } from '../../db/schema/index.js';
import type { ActorContext } from '../../deps.js';

/** The statement file behind a path from PUT /api/documents, if the actor uploaded it. */
export async function ownedStatement(ctx: ActorContext, path: string) {
  const id = path.split('/').pop()!;
  const [doc] = await ctx.db
    .select({ id: documents.id, text: documents.extractedText })
    .from(documents)
    .where(
      and(
        eq(documents.id, id),
        eq(documents.ownerId, ctx.actor.id),
        eq(documents.kind, 'statement'),
      ),
    );
  if (!doc) {
    throw new AppError('validation', 'The uploaded document was not found. Upload it again.');
  }
  return { id: doc.id, text: doc.text ?? '' };
}
