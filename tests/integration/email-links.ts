// The Auth emulator keeps every email it would have sent (password resets, email confirmations) at
// /emulator/v1/projects/<project>/oobCodes; opening a confirmation link there confirms the email, as
// clicking it in a real mailbox does.
import { AUTH_EMULATOR, AUTH_PROJECT_ID } from './support';

export interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The emails the Auth emulator would have sent. */
export async function sentEmails(): Promise<OobCode[]> {
  const res = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${AUTH_PROJECT_ID}/oobCodes`);
  if (!res.ok) throw new Error(`The Auth emulator did not list its emails (${res.status}).`);
  const body = (await res.json()) as { oobCodes?: OobCode[] };
  return body.oobCodes ?? [];
}

/** The email-confirmation links sent to `email`, oldest first. */
export async function confirmationLinks(email: string): Promise<string[]> {
  return (await sentEmails())
    .filter((code) => code.requestType === 'VERIFY_EMAIL' && code.email.toLowerCase() === email.toLowerCase())
    .map((code) => code.oobLink);
}

/** Opens the latest confirmation link sent to `email`, as its owner would. */
export async function openConfirmationLink(email: string): Promise<void> {
  const link = (await confirmationLinks(email)).at(-1);
  if (!link) throw new Error(`No confirmation link was sent to ${email}.`);
  const res = await fetch(link);
  if (!res.ok) throw new Error(`The confirmation link for ${email} failed (${res.status}).`);
}
