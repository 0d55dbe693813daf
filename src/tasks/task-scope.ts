/**
 * The tasks' side of the partner rule (auth/partner-scope.ts composes it): the columns naming a
 * task's assignee, its creator (both CRM users) and its customer (business profile, null for a
 * personal task).
 */
export function taskScopeColumns(taskAlias: string): { assignee: string; creator: string; customer: string } {
  return {
    assignee: `${taskAlias}.assignedToCrmUserId`,
    creator: `${taskAlias}.createdByCrmUserId`,
    customer: `${taskAlias}.businessProfileId`,
  };
}
