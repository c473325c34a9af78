import { LICENCE_FIELDS_ANCHOR } from '@frontoffice/domain';

/**
 * Moves the focus to the licence fields of the account page (issue 34): its expiry date, else the first of its
 * fields, else the block itself (`#licence`, ProfileForm). The block is scrolled to the top of the page first, so that
 * its heading and all its fields are seen (focusing alone brings the field to the bottom edge). Nothing when the page
 * shows no licence block.
 * @returns whether something took the focus
 */
export function focusLicenceFields(): boolean {
  const block = document.getElementById(LICENCE_FIELDS_ANCHOR);
  if (!block) return false;
  const target =
    block.querySelector<HTMLElement>('input[name="driving_licence_expiration_time"]') ?? block.querySelector<HTMLElement>('input') ?? block;
  block.scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}
