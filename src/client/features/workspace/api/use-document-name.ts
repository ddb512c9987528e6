import { useQuery } from '@tanstack/react-query';
import { documentMetadataResponse } from '#shared/schemas/uploads.js';
import { apiJson } from '#client/lib/api';
import { queryKeys } from '#client/lib/query-keys';

/**
 * GET /api/documents/{id}: the file name of a document known only by its address (a restored
 * annotated document). Null while unknown or when the lookup fails.
 */
export function useDocumentName(documentPath: string | null): string | null {
  const query = useQuery({
    queryKey: queryKeys.documentName(documentPath),
    queryFn: async () =>
      documentMetadataResponse.parse(await apiJson<unknown>('GET', documentPath!)).fileName,
    enabled: documentPath !== null && /^\/api\/documents\/[0-9a-f-]{36}$/.test(documentPath),
  });
  return query.data ?? null;
}
