import { Button } from '@frontoffice/ui/Button';
import { Modal } from '@frontoffice/ui/Modal';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { text } from '../VehicleDetails/VehicleDetails.css.ts';

const m = {
  title: { id: 'search.PrivacyConsent.title', defaultMessage: 'Géolocalisation du véhicule' },
  body: { id: 'search.PrivacyConsent.body', defaultMessage: 'Ce véhicule peut être géolocalisé pendant votre trajet. Acceptez-vous la géolocalisation pour cette réservation ?' },
  refuse: { id: 'search.PrivacyConsent.refuse', defaultMessage: 'Refuser et réserver' },
  accept: { id: 'search.PrivacyConsent.accept', defaultMessage: 'Accepter et réserver' },
  close: { id: 'common.close', defaultMessage: 'Fermer' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link PrivacyConsentDialog}. */
export interface PrivacyConsentDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The driver's answer: true accepts geotracking, false refuses it (spec §4). */
  answer: (geotracking: boolean) => void;
}

/** The geotracking consent asked before booking when both the tenant and the vehicle require it (spec §4). */
export function PrivacyConsentDialog({ isOpen, onOpenChange, answer }: PrivacyConsentDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={intl.formatMessage(m.title)}
      closeLabel={intl.formatMessage(m.close)}
      footer={
        <>
          <Button variant="secondary" onPress={() => answer(false)}>
            {intl.formatMessage(m.refuse)}
          </Button>
          <Button onPress={() => answer(true)}>{intl.formatMessage(m.accept)}</Button>
        </>
      }
    >
      <p className={text}>{intl.formatMessage(m.body)}</p>
    </Modal>
  );
}
