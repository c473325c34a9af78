import { DateTime } from 'luxon';

/**
 * What the extend card and the trip-end banner say of an end (src/extend/endText.ts), for tests that run at the real
 * time of day: the time alone when the end is today in the tenant's zone, else the day too (a trip ending after
 * midnight). `at`: "à 15h30" / "le 1 décembre à 00h00"; `until`: "jusqu'à 15h30" / "jusqu'au 1 décembre à 00h00";
 * `plain`: "15h30" / "1 décembre à 00h00". English: "at 15:30" / "on 1 December at 00:00", "15:30" / "00:00 on 1 December".
 */
export function endWords(end: DateTime, language: 'fr' | 'en', now: DateTime = DateTime.now()) {
  const local = end.setLocale(language);
  const today = local.hasSame(now.setZone(end.zone), 'day');
  const day = local.toFormat('d MMMM');
  if (language === 'fr') {
    const time = local.toFormat("HH'h'mm");
    return today
      ? { at: `à ${time}`, until: `jusqu'à ${time}`, plain: time }
      : { at: `le ${day} à ${time}`, until: `jusqu'au ${day} à ${time}`, plain: `${day} à ${time}` };
  }
  const time = local.toFormat('HH:mm');
  return today ? { at: `at ${time}`, until: time, plain: time } : { at: `on ${day} at ${time}`, until: `${time} on ${day}`, plain: `${day} at ${time}` };
}
