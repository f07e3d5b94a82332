/**
 * Ids a composition is working on right now, per composition (its deps object: tests run two
 * "processes" in one), so that a request and a job worker of one process never send the same outbox
 * entry to the ERP at the same time. Answers the set of the given composition.
 */
export function inFlightPer<Owner extends object>(): (owner: Owner) => Set<string> {
  const sets = new WeakMap<Owner, Set<string>>();
  return (owner) => {
    let set = sets.get(owner);
    if (!set) {
      set = new Set();
      sets.set(owner, set);
    }
    return set;
  };
}
