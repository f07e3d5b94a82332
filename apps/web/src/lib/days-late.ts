/** Foundations 2, "Open invoices": days overdue above 0 are shown in red. */
export function isOverdue(daysLate: number): boolean {
  return daysLate > 0;
}

/**
 * The Mantine colour of a days-late figure; undefined keeps the text's own colour. The theme's red
 * text, which the theme keeps at WCAG AA contrast (red 7 read at 3.8:1).
 */
export function daysLateColor(daysLate: number): 'red' | undefined {
  return isOverdue(daysLate) ? 'red' : undefined;
}
