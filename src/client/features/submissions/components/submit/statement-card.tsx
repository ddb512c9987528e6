import { Tabs } from 'radix-ui';
import { ClipboardPaste, Upload } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { MAX_STATEMENT_CHARS } from '#shared/domain/text-limits.js';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { countOf } from '#client/lib/format';
import { STATEMENT_CUT_MESSAGE, useCutPaste } from '#client/lib/use-cut-paste';
import type { StatementMode } from '../../lib/submit-form-values';

interface StatementCardProps {
  mode: StatementMode;
  onModeChange: (mode: StatementMode) => void;
  /** The upload control (composed by the page from the uploads feature). */
  uploadSlot: ReactNode;
  pastedText: UseFormRegisterReturn<'pastedText'>;
  pastedWordCount: number;
}

const tabClass =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm [&_svg]:size-4';

/**
 * The document card (docs/product.md §9 Uploads): a PDF or DOCX, or the statement's text pasted.
 */
export function StatementCard({
  mode,
  onModeChange,
  uploadSlot,
  pastedText,
  pastedWordCount,
}: StatementCardProps) {
  const paste = useCutPaste(MAX_STATEMENT_CHARS);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Your Personal Statement</CardTitle>
        <CardDescription>
          Upload your draft (PDF or DOCX, up to 2 MB, one file) or paste its text.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs.Root value={mode} onValueChange={(next) => onModeChange(next as StatementMode)}>
          <Tabs.List
            aria-label="How to provide your statement"
            className="mb-4 flex gap-1 rounded-lg bg-slate-100 p-1"
          >
            <Tabs.Trigger value="upload" className={tabClass}>
              <Upload aria-hidden="true" />
              Upload File
            </Tabs.Trigger>
            <Tabs.Trigger value="paste" className={tabClass}>
              <ClipboardPaste aria-hidden="true" />
              Paste Text
            </Tabs.Trigger>
          </Tabs.List>
          {/* Both panels stay mounted so an upload in progress survives switching tabs. */}
          <Tabs.Content value="upload" forceMount className="data-[state=inactive]:hidden">
            {uploadSlot}
          </Tabs.Content>
          <Tabs.Content value="paste" forceMount className="data-[state=inactive]:hidden">
            <FormField
              label="Statement text"
              description="Paste the full text of your personal statement."
              hint={countOf(pastedWordCount, 'word')}
              error={paste.cut ? STATEMENT_CUT_MESSAGE : undefined}
              alertError
            >
              <Textarea
                rows={12}
                maxLength={MAX_STATEMENT_CHARS}
                className="min-h-24"
                onPaste={paste.onPaste}
                {...pastedText}
              />
            </FormField>
          </Tabs.Content>
        </Tabs.Root>
      </CardContent>
    </Card>
  );
}
