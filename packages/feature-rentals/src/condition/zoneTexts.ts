import type { ConditionZone } from '@frontoffice/domain';
import type { IntlShape } from 'react-intl';

/** The translated name of a zone of the car (issue 35). */
export function zoneLabel(intl: IntlShape, zone: ConditionZone): string {
  return intl.formatMessage({ id: `rentals.Condition.zone.${zone}` });
}
