import type { Station } from '@frontoffice/api-client';
import { Button } from '@frontoffice/ui/Button';
import { Modal } from '@frontoffice/ui/Modal';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { dialogText } from './SearchMapArea.css.ts';

const m = {
  chooseStart: { id: 'search.SearchMap.chooseStart', defaultMessage: 'Choisir comme départ' },
  chooseEnd: { id: 'search.SearchMap.chooseEnd', defaultMessage: 'Choisir comme retour' },
  close: { id: 'common.close', defaultMessage: 'Fermer' },
} satisfies Record<string, MessageDescriptor>;

/** Props of {@link StationDialog}. */
export interface StationDialogProps {
  /** The station shown; none: closed. */
  station: Station | null;
  onClose: () => void;
  /** Choose-as-start; absent when the form has no start station (address engine). */
  onChooseStart?: (station: Station) => void;
  /** Choose-as-end, on one-way searches (spec §2). */
  onChooseEnd?: (station: Station) => void;
}

/**
 * A station's info window (spec §2): its name, address and description, choose-as-start and, one-way, choose-as-end.
 * A real dialog (issue 17): focus moves into it, Escape closes it and focus returns where it was, whether it was
 * opened from a pin or from the list of the stations in view.
 */
export function StationDialog({ station, onClose, onChooseStart, onChooseEnd }: StationDialogProps) {
  const intl = useIntl();
  const choose = (action: (station: Station) => void) => () => {
    if (station) action(station);
    onClose();
  };
  const actions = (
    <>
      {onChooseEnd && (
        <Button variant="secondary" onPress={choose(onChooseEnd)}>
          {intl.formatMessage(m.chooseEnd)}
        </Button>
      )}
      {onChooseStart && <Button onPress={choose(onChooseStart)}>{intl.formatMessage(m.chooseStart)}</Button>}
    </>
  );
  return (
    <Modal
      isOpen={station !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable
      title={station?.name ?? ''}
      closeLabel={intl.formatMessage(m.close)}
      // An address tenant has no station field: the window then only informs.
      footer={(onChooseStart || onChooseEnd) && actions}
    >
      {station?.address && <p className={dialogText}>{station.address}</p>}
      {station?.description && <p className={dialogText}>{station.description}</p>}
    </Modal>
  );
}
