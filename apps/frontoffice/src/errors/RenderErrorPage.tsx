import { Button } from '@frontoffice/ui/Button';
import { FormattedMessage } from 'react-intl';
import { ErrorFrame } from '../shell/ErrorFrame.tsx';

/** "Sorry, please reload" (spec §8), with a reload button. */
export function RenderErrorPage() {
  return (
    <ErrorFrame title={<FormattedMessage id="errors.render" />} role="alert">
      <Button variant="primary" onPress={() => window.location.reload()}>
        <FormattedMessage id="common.reload" />
      </Button>
    </ErrorFrame>
  );
}
