/**
 * Loads the date and time pickers' chunk (see SearchTimePicker). The page calls it together with the form's own
 * chunk, so that the two download side by side instead of one after the other.
 */
export const loadSearchTimePicker = () => import('./SearchTimePicker.tsx');
