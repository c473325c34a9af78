/** The anchor of the booking's extend card (`#extend`): the trip-end banner's "Extend" leads there (issue 34 item 2). */
export const EXTEND_ANCHOR = 'extend';
