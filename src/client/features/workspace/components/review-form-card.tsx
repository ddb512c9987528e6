import { useMemo } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { toast } from '#client/components/ui/use-toast';
import { useDocumentName } from '../api/use-document-name';
import type { ReviewDraftController } from '../hooks/use-review-draft';
import { RubricField } from './rubric-field';
import { InlineCommentsField, SummaryMemoField } from './review-text-fields';
import type { WorkspaceSlots } from './slots';

interface ReviewFormCardProps {
  controller: ReviewDraftController;
  memoFieldId: string;
  renderUpload: WorkspaceSlots['renderUpload'];
  disabled: boolean;
  onUploadBusyChange: (busy: boolean) => void;
}

/** The memo, free-form notes, annotated document and rubric of the round being written. */
export function ReviewFormCard({
  controller,
  memoFieldId,
  renderUpload,
  disabled,
  onUploadBusyChange,
}: ReviewFormCardProps) {
  const { draft, setSummaryMemo, setInlineComments, setScore, setAnnotatedDocument } = controller;
  const annotated = draft.annotatedDocument;
  const restoredName = useDocumentName(
    annotated && !annotated.fileName ? annotated.documentPath : null,
  );

  const upload = useMemo(
    () =>
      renderUpload({
        initial: annotated
          ? {
              documentPath: annotated.documentPath,
              fileName: annotated.fileName ?? restoredName ?? 'Annotated document',
            }
          : null,
        onUploaded: ({ documentPath, fileName }) => {
          setAnnotatedDocument({ documentPath, fileName });
          toast({
            title: 'Annotated Document Uploaded',
            description: `${fileName} will be delivered with your review.`,
          });
        },
        onRemoved: () => setAnnotatedDocument(null),
        onBusyChange: onUploadBusyChange,
      }),
    [renderUpload, annotated, restoredName, setAnnotatedDocument, onUploadBusyChange],
  );

  return (
    <Card>
      <CardHeader className="pb-4">
        <CardTitle className="text-lg">Your Review</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-8">
        <SummaryMemoField
          id={memoFieldId}
          value={draft.summaryMemo}
          onChange={setSummaryMemo}
          disabled={disabled}
        />
        <InlineCommentsField
          value={draft.inlineComments}
          onChange={setInlineComments}
          disabled={disabled}
        />
        <div className="grid gap-2">
          <p className="text-sm leading-none font-medium text-slate-800">
            Annotated Document <span className="font-normal text-slate-500">(optional)</span>
          </p>
          <p className="text-sm text-slate-600">
            Your marked-up copy of the statement, if you edited it in a word processor.
          </p>
          {upload}
        </div>
        <RubricField scores={draft.rubricScores} onChange={setScore} disabled={disabled} />
      </CardContent>
    </Card>
  );
}
