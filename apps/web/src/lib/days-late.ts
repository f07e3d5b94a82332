/** Foundations 2, "Open invoices": days overdue above 0 are shown in red. */
export function isOverdue(daysLate: number): boolean {
  return daysLate > 0;
}

/** The Mantine colour of a days-late figure; undefined keeps the text's own colour. */
export function daysLateColor(daysLate: number): 'red.7' | undefined {
  return isOverdue(daysLate) ? 'red.7' : undefined;
}
