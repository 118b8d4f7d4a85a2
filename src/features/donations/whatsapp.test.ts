import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { formatDateTime } from '../../lib/dates';
import { placeAt } from '../../services/geo';
import { aSafetyRecord } from '../../testing/food';
import { aDonation } from './test-donations';
import { offerShareText, whatsappShareUrl } from './whatsapp';

const USE_BY = new Date(2030, 5, 15, 15, 0);
const offer = aDonation({
  food: 'Veg pulao',
  meals: 40,
  ngoId: null,
  ngoName: '',
  deliveryLocation: '21 FC Road',
  pickup: placeAt({ lat: 18.5296, lng: 73.876 }, '411001'),
  safety: aSafetyRecord({ useBy: USE_BY }),
});

afterEach(() => activateLanguage('en'));

describe('Share on WhatsApp', () => {
  it('says the food, the meals, the PIN and place, the use-by and the link', () => {
    expect(offerShareText(offer, 'https://foodbridge.example.org')).toBe(
      `Surplus food to collect on FoodBridge: Veg pulao, 40 meals. Pickup at PIN 411001: 21 FC Road. Use by ${formatDateTime(USE_BY)}. An NGO near it can accept it here: https://foodbridge.example.org/donations`,
    );
  });

  it('gives only the PIN code of an offer whose address is kept for the NGO that accepts it', () => {
    const now = aDonation({ ...offer, deliveryLocation: '' });
    const text = offerShareText(now, 'https://foodbridge.example.org');
    expect(text).toContain('40 meals. Pickup at PIN 411001. Use by');
    expect(text).not.toContain('FC Road');
  });

  it('leaves out what a donation from before places and records lacks', () => {
    const old = aDonation({ food: 'Rice', meals: 1, deliveryLocation: 'Hall 2', pickup: null, safety: null });
    expect(offerShareText(old, 'https://x.example')).toBe(
      'Surplus food to collect on FoodBridge: Rice, 1 meal. Pickup at Hall 2. An NGO near it can accept it here: https://x.example/donations',
    );
  });

  it('is a wa.me link whose text decodes back exactly', () => {
    const text = offerShareText(offer, 'https://foodbridge.example.org');
    const url = new URL(whatsappShareUrl(text));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(text);
  });

  it('speaks Hindi on a Hindi screen', async () => {
    await activateLanguage('hi');
    expect(offerShareText(offer, 'https://x.example')).toMatch(
      /^FoodBridge पर बचा हुआ खाना लेना है: Veg pulao, 40 .*। पिकअप पिन कोड 411001 पर: 21 FC Road।/,
    );
  });
});
