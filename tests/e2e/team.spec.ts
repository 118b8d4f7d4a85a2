// An NGO's team in Chromium against the emulators, at 390 px, with two people each in a browser of
// their own (docs/teams.md): the NGO makes an invite link; a person opens it, says who they are and
// joins; the NGO sees them live, makes them a coordinator (their page shows it live) and removes
// them (their page says they are in no team, at once).
import { expect, test } from './fixtures';
import { expectNoAxeViolations, PHONE, screenshot } from './support';

test('an NGO invites a volunteer by link, makes them a coordinator, and removes them', async ({
  freshNgo,
  freshDonor,
  signedIn,
}) => {
  const ngo = await signedIn(freshNgo, { viewport: PHONE });
  await ngo.goto('/volunteers');
  await expect(ngo.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect(ngo.getByText('No one has joined yet. Send an invite link to your volunteers.')).toBeVisible();
  await ngo.getByLabel('How many people').fill('2');
  await ngo.getByRole('button', { name: 'Make an invite link' }).click();
  const link = await ngo.getByLabel('Invite link').inputValue();
  expect(link).toMatch(/\/join\/[0-9a-f]{32}$/);
  await expect(ngo.getByText(/^Used by 0 of 2 · expires in 7 days$/)).toBeVisible();
  await expect(ngo.getByRole('link', { name: 'Send on WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/\?text=/,
  );
  await expect(ngo.getByRole('img', { name: 'QR code of the invite link' })).toBeVisible();
  await expectNoAxeViolations(ngo);
  await screenshot(ngo, 'team-ngo-link-390');

  // The person opens the link on their own phone: the NGO is named, the form asks who they are.
  const volunteer = await signedIn(freshDonor, { viewport: PHONE });
  await volunteer.goto(new URL(link).pathname);
  await expect(
    volunteer.getByText(`${freshNgo.nameOrg} invites you to collect food as a volunteer.`, { exact: false }),
  ).toBeVisible();
  await volunteer.getByRole('button', { name: 'Join the team' }).click();
  await expect(volunteer.getByText('Phone number must be 10 digits')).toBeVisible();
  await volunteer.getByLabel(/^Phone/).fill('9876500011');
  await volunteer.getByRole('checkbox', { name: 'Hindi' }).check();
  await volunteer.getByRole('radio', { name: 'Two-wheeler' }).check();
  await expectNoAxeViolations(volunteer);
  await screenshot(volunteer, 'team-join-390');
  await volunteer.getByRole('button', { name: 'Join the team' }).click();
  await expect(volunteer).toHaveURL(/\/volunteers$/);
  await expect(volunteer.getByText(`You joined ${freshNgo.nameOrg}’s team.`)).toBeVisible();
  await expect(volunteer.getByRole('heading', { name: `You volunteer with ${freshNgo.nameOrg}` })).toBeVisible();

  // The NGO sees them at once, and the link's use.
  const member = ngo.getByRole('article', { name: freshDonor.displayName });
  await expect(member.getByText('Volunteer · Two-wheeler ·', { exact: false })).toBeVisible();
  await expect(ngo.getByText(/^Used by 1 of 2 · expires in 7 days$/)).toBeVisible();
  await screenshot(ngo, 'team-ngo-members-390');

  // A coordinator now: their page says so, live, and shows the invite links.
  await member.getByRole('button', { name: 'Make coordinator' }).click();
  await expect(volunteer.getByRole('heading', { name: `You coordinate with ${freshNgo.nameOrg}` })).toBeVisible();
  await expect(volunteer.getByRole('heading', { name: 'Invite volunteers' })).toBeVisible();

  // Removed: their power ends at once; their page says they are in no team.
  await member.getByRole('button', { name: 'Remove' }).click();
  const dialog = ngo.getByRole('dialog', { name: `Remove ${freshDonor.displayName} from the team?` });
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(ngo.getByText('No one has joined yet. Send an invite link to your volunteers.')).toBeVisible();
  await expect(volunteer.getByText(/^You are not in an NGO’s team yet\./)).toBeVisible();
});
