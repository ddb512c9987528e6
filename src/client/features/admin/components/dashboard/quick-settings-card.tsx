import { lazy, Suspense } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { useAdminSettings } from '../../api/use-admin-settings';
import { SectionError, SectionSpinner } from '#client/components/ui/section-state';

// The form (react-hook-form, zod) loads with the settings, not before the dashboard can show.
const QuickSettingsForm = lazy(() =>
  import('./quick-settings-form').then((m) => ({ default: m.QuickSettingsForm })),
);

/** 'Quick Settings', saved on the server (docs/product.md §10 Operator settings). */
export function QuickSettingsCard() {
  const settings = useAdminSettings();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Settings</CardTitle>
      </CardHeader>
      <CardContent>
        {settings.isPending ? (
          <SectionSpinner label="Loading settings" />
        ) : settings.isError ? (
          <SectionError
            what="the settings"
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <Suspense fallback={<SectionSpinner label="Loading settings" />}>
            <QuickSettingsForm saved={settings.data} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
