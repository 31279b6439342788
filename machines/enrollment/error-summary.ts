/** A line of a step's error summary (issue 28 item 2): the message and the key of the field it is about. */
export interface SummaryMessage {
  key: string;
  message: string;
}

/**
 * What a step's error summary lists, from its machine's messages (keyed as the machine and the
 * server key them, in the step's order): each field's message once; a message the spec says once
 * for many answers (`sayOnce`, e.g. health's 'Please answer all questions') once, at the first.
 */
export const summaryOf = (errors: Record<string, string>, sayOnce: readonly string[] = []): SummaryMessage[] => {
  const said = new Set<string>();
  return Object.entries(errors).flatMap(([key, message]) => {
    if (sayOnce.includes(message)) {
      if (said.has(message)) return [];
      said.add(message);
    }
    return [{ key, message }];
  });
};

/** Two readings of a summary are the same when their lines are (each snapshot is a new object). */
export const sameSummary = (a: readonly SummaryMessage[], b: readonly SummaryMessage[]) =>
  a.length === b.length && a.every((line, index) => line.key === b[index]!.key && line.message === b[index]!.message);
