import { PROFILE_MESSAGES } from '@pathscoop/contracts';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../lib/auth';
import { createTestApp, type TestApp } from '../../test/test-app';
import { bearer, buildSignedInUser, uniqueEmail } from '../accounts/accounts.factory';
import { findUserById } from '../accounts/accounts.repo';
import { createS3Storage } from '../storage/storage';
import { storageOf } from '../storage/storage-of';
import { startLocalS3 } from '../storage/testing/s3-server';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const patch = (access: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/profile/',
    payload: payload as Record<string, unknown>,
    headers: access ? bearer(access) : {},
  });

/** A multipart/form-data body like a browser's FormData (fields, then the file). */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }) {
  const boundary = '----pathscoop-test-boundary';
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="profile_image"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (access: string, fields: Record<string, string>, file?: Parameters<typeof multipart>[1]) => {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'PATCH',
    url: '/api/v1/profile/',
    payload: body.payload,
    headers: { ...bearer(access), ...body.headers },
  });
};

const png = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: '#6d28d9' } })
    .png()
    .toBuffer();
/** A JPEG carrying a camera make and GPS coordinates (Paris) in its EXIF. */
const jpegWithGps = () =>
  sharp({ create: { width: 500, height: 500, channels: 3, background: '#a12246' } })
    .withExif({
      IFD0: { Make: 'PhoneCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 24/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 3/1',
      },
    })
    .jpeg()
    .toBuffer();

async function fetchUpload(url: string) {
  return t.app.inject({ method: 'GET', url });
}

describe('PATCH /api/v1/profile/ (fields)', () => {
  it('401 without a token', async () => {
    const res = await patch(undefined, { city: 'Dayton' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: AUTH_MESSAGES.missing });
  });

  it('answers each edit-profile message of the spec, first failing rule per field, and changes nothing', async () => {
    const s = await buildSignedInUser(t.app, t.ctx, { city: 'Columbus' });
    const res = await patch(s.access, {
      first_name: '',
      email: '',
      phone: ' ',
      address: '',
      zipcode: '',
      state: '',
      city: '',
      grade: '',
      education: '',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['Full name is required'],
      email: ['Email is required'],
      phone: ['Phone number is required'],
      address: ['Address is required'],
      zipcode: ['Zipcode is required'],
      state: ['State is required'],
      city: ['City is required'],
      grade: ['Grade is required'],
      education: ['Education is required'],
    });
    expect((await patch(s.access, { email: 'not-an-address' })).json()).toEqual({
      email: ['Invalid email format'],
    });
    expect((await patch(s.access, { age: 14 })).json()).toEqual({ age: [PROFILE_MESSAGES.age] });
    expect((await patch(s.access, { age: 101 })).json()).toEqual({ age: [PROFILE_MESSAGES.age] });
    expect((await patch(s.access, { certainty: 11 })).json()).toEqual({
      certainty: [PROFILE_MESSAGES.certainty],
    });
    expect((await patch(s.access, { city: 'Day\u0000ton' })).json()).toEqual({
      city: [PROFILE_MESSAGES.noNul],
    });
    expect((await patch(s.access, { affiliate_code: 'X' })).json()).toEqual({
      affiliate_code: [PROFILE_MESSAGES.readOnly],
    });
    expect((await findUserById(t.ctx.db, s.user.id))?.city).toBe('Columbus');
  });

  it('mentors must keep an About Me; student fields are not theirs', async () => {
    const s = await buildSignedInUser(t.app, t.ctx, { role: 'Mentor', about_me: 'I build bridges.' });
    const res = await patch(s.access, { about_me: '  ' });
    expect(res.json()).toEqual({ about_me: ['About Me is required'] });
    const ok = await patch(s.access, { about_me: 'I design bridges.', age: 40 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().about_me).toBe('I design bridges.');
    expect(ok.json().age).toBe(16);
  });

  it('stores a student profile (full name split by the client into first and last name)', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const res = await patch(s.access, {
      first_name: 'Ana',
      last_name: 'Maria Lopez',
      phone: '+1 614 555 0100',
      address: '5 Oak Avenue',
      city: 'Dayton',
      state: 'OH',
      zipcode: '45402',
      country: 'US',
      age: 17,
      certainty: 9,
      grade: 'SR',
      education: 8,
      careers: 'Architect',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Ana',
      last_name: 'Maria Lopez',
      city: 'Dayton',
      age: 17,
      certainty: 9,
      grade: 'SR',
      education: 8,
      careers: 'Architect',
    });
  });
});

describe('e-mail change', () => {
  async function mails(to: string) {
    const res = await t.app.inject({ method: 'GET', url: `/dev/outbox.json?to=${encodeURIComponent(to)}` });
    return res.json() as { subject: string; text: string; links: string[] }[];
  }

  it('changes the address only once the new one confirms; the old one is told', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const newEmail = uniqueEmail('new');
    const res = await patch(s.access, { email: newEmail.toUpperCase(), current_password: s.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toBe(s.user.email);
    expect(res.json().pending_email).toBe(newEmail);
    // Still signs in with the old address, not the new one.
    const signInNew = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { email: newEmail, password: s.password },
      remoteAddress: '10.9.9.1',
    });
    expect(signInNew.statusCode).toBe(401);
    const [notice] = await mails(s.user.email);
    expect(notice?.subject).toBe('A change of your Pathscoop e-mail address');
    const [confirm] = await mails(newEmail);
    const link = confirm?.links.find((l) => l.includes('/confirm-email?token='));
    expect(link).toBeTruthy();
    const token = new URL(link!).searchParams.get('token')!;

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-change/confirm/',
      payload: { token: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: PROFILE_MESSAGES.emailChangeInvalid });

    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-change/confirm/',
      payload: { token },
    });
    expect(ok.statusCode).toBe(200);
    const after = await findUserById(t.ctx.db, s.user.id);
    expect(after?.email).toBe(newEmail);
    expect(after?.pending_email).toBeNull();
    expect((await mails(s.user.email))[0]?.subject).toBe('Your Pathscoop e-mail address was changed');
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-change/confirm/',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/',
      payload: { email: newEmail, password: s.password },
      remoteAddress: '10.9.9.2',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('issue 24 #4: a new address needs the current password; the old address can undo the change and end every session', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const newEmail = uniqueEmail('taker');
    const missing = await patch(s.access, { email: newEmail });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ current_password: [PROFILE_MESSAGES.currentPasswordRequired] });
    const wrong = await patch(s.access, { email: newEmail, current_password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['Your current password is not correct.'] });
    expect((await findUserById(t.ctx.db, s.user.id))?.pending_email).toBeNull();
    expect(await mails(newEmail)).toEqual([]);
    // Other fields need no password.
    expect((await patch(s.access, { city: 'Dayton' })).statusCode).toBe(200);

    expect(
      (await patch(s.access, { email: newEmail, current_password: s.password, otp: '' })).statusCode,
    ).toBe(200);
    const [requested] = await mails(s.user.email);
    expect(requested?.links.some((l) => l.includes('/undo-email-change?token='))).toBe(true);
    const confirmLink = (await mails(newEmail))[0]?.links.find((l) => l.includes('/confirm-email?token='));
    const confirmToken = new URL(confirmLink ?? 'http://x/').searchParams.get('token');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/email-change/confirm/',
          payload: { token: confirmToken },
        })
      ).statusCode,
    ).toBe(200);
    expect((await findUserById(t.ctx.db, s.user.id))?.email).toBe(newEmail);

    // The notice to the old address undoes it: old address back, every session ended, a reset link sent.
    const [done] = await mails(s.user.email);
    expect(done?.subject).toBe('Your Pathscoop e-mail address was changed');
    const undoLink = done?.links.find((l) => l.includes('/undo-email-change?token='));
    const undoToken = new URL(undoLink ?? 'http://x/').searchParams.get('token');
    const undo = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-change/undo/',
      payload: { token: undoToken },
    });
    expect(undo.statusCode).toBe(200);
    expect(undo.json()).toEqual({ detail: PROFILE_MESSAGES.emailChangeUndone });
    const restored = await findUserById(t.ctx.db, s.user.id);
    expect(restored?.email).toBe(s.user.email);
    expect(restored?.pending_email).toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/profile/', headers: bearer(s.access) })).statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh/', payload: { refresh: s.refresh } }))
        .statusCode,
    ).toBe(401);
    expect((await mails(s.user.email))[0]?.links.some((l) => l.includes('/forgotpassword?token='))).toBe(
      true,
    );
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/v1/email-change/undo/',
      payload: { token: undoToken },
    });
    expect(twice.statusCode).toBe(400);
  });

  it('issue 24 #4: ten wrong current passwords with one session, then 429 (a stolen token cannot guess it)', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const newEmail = uniqueEmail('guess');
    for (let i = 0; i < 10; i++)
      expect((await patch(s.access, { email: newEmail, current_password: `guess-${i}` })).statusCode).toBe(
        400,
      );
    const blocked = await patch(s.access, { email: newEmail, current_password: s.password });
    expect(blocked.statusCode).toBe(429);
    expect((await findUserById(t.ctx.db, s.user.id))?.pending_email).toBeNull();
  });

  it('refuses an address another account uses', async () => {
    const a = await buildSignedInUser(t.app, t.ctx);
    const b = await buildSignedInUser(t.app, t.ctx);
    const res = await patch(a.access, { email: b.user.email, current_password: a.password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with this email already exists.'] });
  });
});

describe('PATCH /api/v1/profile/ (multipart profile_image)', () => {
  it('accepts a PNG named .txt (checked by content), stores a re-encoded square WebP under a random name with a year-long cache', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const res = await upload(
      s.access,
      { city: 'Toledo' },
      { name: 'holiday.txt', type: 'text/plain', bytes: await png() },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.city).toBe('Toledo');
    expect(body.profile_image).toMatch(/^\/api\/v1\/uploads\/[0-9a-f]{32}-384\.webp$/);
    const file = await fetchUpload(body.profile_image);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(file.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 384, 384]);

    // A new picture replaces the old one (new name, the old file is deleted).
    const second = await upload(s.access, {}, { name: 'me.png', type: 'image/png', bytes: await png() });
    expect(second.json().profile_image).not.toBe(body.profile_image);
    expect((await fetchUpload(body.profile_image)).statusCode).toBe(404);
  });

  it('removes GPS and every other metadata from a JPEG', async () => {
    const s = await buildSignedInUser(t.app, t.ctx);
    const original = await jpegWithGps();
    expect(await exifr.gps(original)).toMatchObject({ latitude: expect.closeTo(48.857, 2) });
    const res = await upload(s.access, {}, { name: 'me.jpg', type: 'image/jpeg', bytes: original });
    expect(res.statusCode).toBe(200);
    const stored = (await fetchUpload(res.json().profile_image)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
  });

  it('refuses a text file named .jpg, a GIF, a broken PNG and a 6 MB image; nothing is stored', async () => {
    const s = await buildSignedInUser(t.app, t.ctx, { city: 'Akron' });
    const text = await upload(
      s.access,
      { city: 'Kent' },
      { name: 'photo.jpg', type: 'image/jpeg', bytes: Buffer.from('just some text, honestly') },
    );
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ profile_image: [PROFILE_MESSAGES.imageType] });
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect((await upload(s.access, {}, { name: 'a.png', type: 'image/png', bytes: gif })).json()).toEqual({
      profile_image: [PROFILE_MESSAGES.imageType],
    });
    const broken = Buffer.concat([(await png()).subarray(0, 60)]);
    expect((await upload(s.access, {}, { name: 'a.png', type: 'image/png', bytes: broken })).json()).toEqual({
      profile_image: [PROFILE_MESSAGES.imageUnreadable],
    });
    const big = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const tooBig = await upload(s.access, {}, { name: 'big.png', type: 'image/png', bytes: big });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toEqual({ profile_image: [PROFILE_MESSAGES.imageTooLarge] });
    const after = await findUserById(t.ctx.db, s.user.id);
    expect(after?.image).toBeNull();
    expect(after?.city).toBe('Akron');
  });

  it('a cut-off multipart body is a 400 in the ValidationError shape (was a 500), nothing changes', async () => {
    const s = await buildSignedInUser(t.app, t.ctx, { city: 'Akron' });
    const whole = multipart({ city: 'Kent' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      payload: whole.payload.subarray(0, whole.payload.length - 10),
      headers: { ...bearer(s.access), ...whole.headers },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: [PROFILE_MESSAGES.unreadableForm] });
    expect((await findUserById(t.ctx.db, s.user.id))?.city).toBe('Akron');
  });
});

describe('storage through the S3 protocol (s3rver, local)', () => {
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let s3App: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    const storage = createS3Storage({
      bucket: s3.bucket,
      region: 'us-east-1',
      endpoint: s3.endpoint,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
    });
    s3App = await createTestApp({ overrides: { storage } });
  });
  afterAll(async () => {
    await s3?.close();
  });

  it('round trip: put, get, delete', async () => {
    const storage = storageOf(s3App.ctx);
    await storage.put('0123456789abcdef-384.webp', Buffer.from('bytes'), 'image/webp');
    expect(await storage.get('0123456789abcdef-384.webp')).toEqual({
      body: Buffer.from('bytes'),
      contentType: 'image/webp',
    });
    await storage.delete('0123456789abcdef-384.webp');
    expect(await storage.get('0123456789abcdef-384.webp')).toBeUndefined();
  });

  it('an uploaded picture is stored in the bucket and served back', async () => {
    const s = await buildSignedInUser(s3App.app, s3App.ctx);
    const body = multipart({}, { name: 'me.png', type: 'image/png', bytes: await png() });
    const res = await s3App.app.inject({
      method: 'PATCH',
      url: '/api/v1/profile/',
      payload: body.payload,
      headers: { ...bearer(s.access), ...body.headers },
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().profile_image as string;
    const key = url.split('/').pop()!;
    // The object is in the bucket (read back through the S3 protocol) and the API serves the same bytes.
    const inBucket = await storageOf(s3App.ctx).get(key);
    expect(inBucket?.contentType).toBe('image/webp');
    const served = await s3App.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, inBucket!.body)).toBe(0);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
  });
});
