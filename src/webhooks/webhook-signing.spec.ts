import { Webhook } from 'standardwebhooks';
import { newMessageId, newWebhookSecret, signedHeaders } from './webhook-signing';

describe('Standard Webhooks signing', () => {
  it('signs so that the standardwebhooks library verifies it, with either of two secrets', () => {
    const [current, previous] = [newWebhookSecret(), newWebhookSecret()];
    const body = JSON.stringify({ type: 'lead.created', data: { lead: { id: 1, companyName: 'Café Ünïcode' } } });
    const headers = signedHeaders([current, previous], newMessageId(), new Date(), body);
    expect(headers['webhook-signature'].split(' ')).toHaveLength(2);
    for (const secret of [current, previous]) expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow('No matching signature found');
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow('No matching signature found');
  });

  it('makes whsec_ secrets of 32 random bytes and distinct message ids', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newMessageId()).not.toBe(newMessageId());
  });
});
