import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { useAdminSettings } from '../../api/use-admin-settings';
import { SectionError, SectionSpinner } from '#client/components/ui/section-state';
import { QuickSettingsForm } from './quick-settings-form';

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
          <QuickSettingsForm saved={settings.data} />
        )}
      </CardContent>
    </Card>
  );
}
