/**
 * Step-up (issue 62): a call the server refused for want of a recent proof of identity (403 with
 * `stepUpRequired`) is sent again once the admin has given one in the prompt the shell registers
 * (src/layout/StepUpDialog.tsx). Light: the HTTP layer imports it.
 */
export type StepUpMethod = 'password' | 'totp' | 'recovery' | 'passkey';

/** Asks the admin for a proof; true once the server accepted one, false when they gave up. */
export type StepUpPrompt = (methods: StepUpMethod[]) => Promise<boolean>;

let prompt: StepUpPrompt | null = null;

/** Sets the prompt (the shell, while it is shown); returns the function that removes it. */
export function setStepUpPrompt(next: StepUpPrompt): () => void {
  prompt = next;
  return () => {
    if (prompt === next) prompt = null;
  };
}

/** The proofs a refused call's body offers, or null when it was refused for another reason. */
export function stepUpMethods(body: unknown): StepUpMethod[] | null {
  if (typeof body !== 'object' || body === null || !('stepUpRequired' in body) || body.stepUpRequired !== true) return null;
  const methods = 'methods' in body && Array.isArray(body.methods) ? body.methods : [];
  return methods.filter((m): m is StepUpMethod => m === 'password' || m === 'totp' || m === 'recovery' || m === 'passkey');
}

/** Asks through the prompt, when one is shown; false otherwise. */
export function askForStepUp(methods: StepUpMethod[]): Promise<boolean> {
  return prompt ? prompt(methods) : Promise.resolve(false);
}
