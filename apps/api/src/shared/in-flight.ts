/**
 * What a composition is working on right now, per composition (its deps object: tests run two
 * "processes" in one): the ids of outbox entries being sent, so that a request and a job worker of one
 * process never send the same entry to the ERP at the same time, or the work started after an answer,
 * so that shutdown and tests can wait for it. Answers the set of the given composition.
 */
export function inFlightPer<Owner extends object, Item = string>(): (owner: Owner) => Set<Item> {
  const sets = new WeakMap<Owner, Set<Item>>();
  return (owner) => {
    let set = sets.get(owner);
    if (!set) {
      set = new Set();
      sets.set(owner, set);
    }
    return set;
  };
}
