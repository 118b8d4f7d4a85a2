import { describe, expect, it } from 'vitest';
import { activateLanguage, t } from '../../i18n';
import { formatMoment } from '../../lib/dates';
import { ngoFromData } from '../../services/ngo-model';
import {
  displayState,
  draftFrom,
  expectsPickupCode,
  historyText,
  matchesNgoFilter,
  needsNewNgoText,
  ngoProblem,
  NGO_FILTERS,
  STATE_LABEL,
  waitsOnNgo,
} from './donation-view';
import { aSafetyRecord } from '../../testing/food';
import { aDonation, expired } from './test-donations';

const at = (day: number, h: number, m: number) => new Date(2025, 10, day, h, m);

describe('historyText', () => {
  const delivered = aDonation({
    status: 'delivered',
    createdAt: at(22, 10, 5),
    acceptedAt: at(22, 10, 20),
    pickedUpAt: at(22, 11, 0),
    deliveredAt: at(22, 12, 30),
  });

  it('tells the donor each step, oldest first, the date only when the day changes', () => {
    expect(historyText(delivered, 'donor')).toBe(
      'Offered 22 Nov, 10:05 · Accepted by Roti Ghar Trust 10:20 · Picked up 11:00 · Delivered 12:30',
    );
  });

  it('tells the NGO who offered it', () => {
    expect(historyText(delivered, 'ngo')).toMatch(/^Offered by Asha Donor 22 Nov, 10:05 · Accepted by Roti Ghar Trust/);
  });

  it('shows the date again on another day', () => {
    const text = historyText(
      aDonation({ status: 'accepted', createdAt: at(22, 23, 50), acceptedAt: at(23, 0, 10) }),
      'donor',
    );
    expect(text).toBe('Offered 22 Nov, 23:50 · Accepted by Roti Ghar Trust 23 Nov, 00:10');
  });

  it('names a cancel and a decline', () => {
    const cancelled = aDonation({ status: 'cancelled', cancelledAt: at(22, 10, 30) });
    expect(historyText(cancelled, 'donor')).toBe('Offered 22 Nov, 10:05 · Cancelled by you 10:30');
    expect(historyText(cancelled, 'ngo')).toMatch(/Cancelled by the donor 10:30$/);
    const declined = aDonation({ status: 'declined', declinedAt: at(22, 10, 15) });
    expect(historyText(declined, 'donor')).toBe('Offered 22 Nov, 10:05 · Declined by Roti Ghar Trust 10:15');
  });

  it('adds the expiry of an offer nobody accepted in time', () => {
    const readyBy = new Date(Date.now() - 3_600_000);
    expect(historyText(expired({ readyBy }), 'donor')).toBe(`Offered 22 Nov, 10:05 · Expired ${formatMoment(readyBy)}`);
  });
});

describe('displayState and the NGO filter', () => {
  it('an offer past its by-when is expired, and counts as closed', () => {
    expect(displayState(expired())).toBe('expired');
    expect(displayState(aDonation())).toBe('offered');
    expect(matchesNgoFilter('expired', 'closed')).toBe(true);
    expect(matchesNgoFilter('expired', 'offered')).toBe(false);
    expect(matchesNgoFilter('declined', 'closed')).toBe(true);
    expect(matchesNgoFilter('cancelled', 'closed')).toBe(true);
    expect(matchesNgoFilter('delivered', 'closed')).toBe(false);
    expect(matchesNgoFilter('picked_up', 'all')).toBe(true);
  });

  it('an accepted donation is never expired, whatever its by-when', () => {
    expect(displayState(expired({ status: 'accepted' }))).toBe('accepted');
  });
});

describe('ngoProblem: whether the addressed NGO can take a donation now', () => {
  const registered = (fields: Record<string, unknown>) =>
    ngoFromData('n', { nameOrg: 'Roti Ghar Trust', ownerUid: 'n', verified: true, ...fields });

  it('names why a registered NGO cannot', () => {
    expect(ngoProblem(null)).toBe('gone');
    expect(ngoProblem(registered({ verified: false }))).toBe('unverified');
    expect(ngoProblem(registered({ verified: false, reverify: true }))).toBe('unverified');
    expect(ngoProblem(registered({ suspended: true }))).toBe('suspended');
    expect(ngoProblem(registered({ verified: false, suspended: true }))).toBe('suspended');
  });

  it('has no problem with a verified NGO, or a sample NGO without an account', () => {
    expect(ngoProblem(registered({}))).toBeNull();
    expect(ngoProblem(ngoFromData('sample', { nameOrg: 'Sample Kitchen' }))).toBeNull();
  });
});

describe('waitsOnNgo', () => {
  it('is true only for an addressed donation that is offered (not expired) or accepted', () => {
    expect(waitsOnNgo(aDonation())).toBe(true);
    expect(waitsOnNgo(aDonation({ status: 'accepted' }))).toBe(true);
    expect(waitsOnNgo(aDonation({ ngoId: null }))).toBe(false);
    expect(waitsOnNgo(expired())).toBe(false);
    for (const status of ['picked_up', 'delivered', 'declined', 'cancelled'] as const) {
      expect(waitsOnNgo(aDonation({ status })), status).toBe(false);
    }
  });
});

describe('needsNewNgoText', () => {
  it('says why, in the NGO’s name, and what Offer again does', () => {
    const tail =
      ' Offer your food to another NGO: Offer again cancels this offer and opens Donate Food with your details filled in.';
    expect(needsNewNgoText(aDonation(), 'gone')).toBe(`Roti Ghar Trust is no longer on FoodBridge.${tail}`);
    expect(needsNewNgoText(aDonation({ ngoName: ' ' }), 'suspended')).toBe(
      `The NGO you chose cannot collect donations on FoodBridge at the moment.${tail}`,
    );
  });
});

describe('draftFrom: Donate Food filled in again from a donation', () => {
  const made = new Date(2030, 0, 2, 11, 0);
  const record = aSafetyRecord(
    { preparedAt: made, useBy: new Date(2030, 0, 2, 15, 0), allergens: ['milk', 'peanuts'], notes: 'Gate 2' },
    new Date(2030, 0, 2, 12, 0),
  );

  it('takes the place and phone from the donation’s contact document, where they are kept now', () => {
    const donation = aDonation({ deliveryLocation: '', phone: '' });
    const contact = { phone: '9123456780', deliveryLocation: 'Canteen, 2 Mill Road' };
    expect(draftFrom(donation, contact)).toMatchObject(contact);
    expect(draftFrom(donation)).toMatchObject({ phone: '', deliveryLocation: '' });
  });

  it('keeps food, meals, place, phone, a by-when still ahead and the whole food-safety record', () => {
    const readyBy = new Date(2030, 0, 2, 14, 30);
    expect(draftFrom(aDonation({ readyBy, safety: record }), null, new Date(2030, 0, 2, 12, 0))).toEqual({
      food: 'Rice and dal',
      kind: 'cooked',
      diet: 'veg',
      storage: 'hot',
      preparedAt: '2030-01-02T11:00',
      labelUseBy: '',
      useBy: '',
      allergens: ['milk', 'peanuts'],
      noAllergens: false,
      meals: '40',
      weightKg: '8',
      deliveryLocation: '18 Residency Road',
      pickup: null,
      phone: '9876543210',
      readyBy: '2030-01-02T14:30',
      containers: 'donor',
      notes: 'Gate 2',
    });
  });

  it('leaves a past by-when and unknown meals for the donor to fill in', () => {
    const draft = draftFrom(aDonation({ readyBy: new Date(2030, 0, 2, 10, 0), meals: null }), null, new Date(2030, 0, 2, 12));
    expect(draft).toMatchObject({ readyBy: '', meals: '' });
  });

  it('brings back the donor’s own earlier use-by, and none of these allergens', () => {
    const safety = { ...record, useBy: new Date(2030, 0, 2, 13, 45), allergens: [] };
    expect(draftFrom(aDonation({ safety }), null, new Date(2030, 0, 2, 12))).toMatchObject({
      useBy: '2030-01-02T13:45',
      allergens: [],
      noAllergens: true,
    });
  });

  it('gives packaged food its label date and no time of making', () => {
    const labelUseBy = new Date(2030, 0, 9, 23, 59);
    const safety = aSafetyRecord({ kind: 'packaged', preparedAt: null, labelUseBy, useBy: labelUseBy, weightKg: 2.5 });
    expect(draftFrom(aDonation({ safety }))).toMatchObject({
      kind: 'packaged',
      preparedAt: '',
      labelUseBy: '2030-01-09',
      useBy: '',
      weightKg: '2.5',
    });
  });

  it('leaves the record empty for a donation made before it', () => {
    expect(draftFrom(aDonation({ safety: null }))).toMatchObject({
      kind: '',
      diet: '',
      storage: '',
      preparedAt: '',
      labelUseBy: '',
      useBy: '',
      allergens: [],
      noAllergens: false,
      weightKg: '',
      containers: '',
      notes: '',
    });
  });
});

describe('expectsPickupCode', () => {
  it('is true for donations without the free-text time (offered since pickup codes began)', () => {
    expect(expectsPickupCode(aDonation())).toBe(true);
    expect(expectsPickupCode(aDonation({ time: 'Sat, 22 Nov 2025, 6:30 pm' }))).toBe(false);
  });
});

describe('in Hindi', () => {
  it('tells the history in Hindi, with Hindi dates', async () => {
    await activateLanguage('hi');
    const delivered = aDonation({
      status: 'delivered',
      createdAt: at(22, 10, 5),
      acceptedAt: at(22, 10, 20),
      pickedUpAt: at(22, 11, 0),
      deliveredAt: at(23, 12, 30),
    });
    expect(historyText(delivered, 'donor')).toBe(
      'दान किया 22 नव॰, 10:05 · Roti Ghar Trust ने स्वीकार किया 10:20 · पिकअप हुआ 11:00 · पहुँच गया 23 नव॰, 12:30',
    );
    expect(historyText(delivered, 'ngo')).toMatch(/^Asha Donor ने दान किया 22 नव॰, 10:05 · /);
    const cancelled = aDonation({ status: 'cancelled', cancelledAt: at(22, 10, 30) });
    expect(historyText(cancelled, 'donor')).toBe('दान किया 22 नव॰, 10:05 · आपने रद्द किया 10:30');
    expect(historyText(cancelled, 'admin')).toMatch(/दाता ने रद्द किया 10:30$/);
  });

  it('says why a new NGO is needed, and names states and filters, in Hindi', async () => {
    await activateLanguage('hi');
    const tail =
      ' अपना खाना किसी दूसरे एनजीओ को दें: ‘फिर से दान करें’ दबाने पर यह दान रद्द होगा और ‘खाना दान करें’ पेज आपकी भरी हुई जानकारी के साथ खुलेगा।';
    expect(needsNewNgoText(aDonation(), 'gone')).toBe(`Roti Ghar Trust अब FoodBridge पर नहीं है।${tail}`);
    expect(needsNewNgoText(aDonation({ ngoName: '' }), 'unverified')).toBe(
      `FoodBridge आपके चुने हुए एनजीओ की जानकारी दोबारा जाँच रहा है। तब तक यह एनजीओ दान नहीं ले सकता।${tail}`,
    );
    expect(t(STATE_LABEL.delivered)).toBe('पहुँच गया');
    expect(t(STATE_LABEL.expired)).toBe('समय निकल गया');
    expect(NGO_FILTERS.map((f) => t(f.label))).toEqual([
      'सभी',
      'एनजीओ की प्रतीक्षा में',
      'स्वीकार हुआ',
      'पिकअप हो गया',
      'पहुँच गया',
      'बंद',
    ]);
  });
});
