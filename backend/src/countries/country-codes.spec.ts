import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ApiClient } from '../../test/api-client';
import { createTestApp } from '../../test/test-app';

describe('POST /api/ContactUs/GetCountryCodes', () => {
  let app: NestExpressApplication;
  let client: ApiClient;

  beforeAll(async () => {
    app = await createTestApp();
    client = await ApiClient.create(app);
  });
  afterAll(() => app.close());

  it('returns the seeded calling codes with their patterns, India first', async () => {
    const response = await client.post('/api/ContactUs/GetCountryCodes').expect(200);
    const countries = response.body.countries as { name: string; code: string; pattern: string }[];

    expect(countries.length).toBeGreaterThanOrEqual(37);
    expect(countries[0]).toEqual({ name: 'India', code: '+91', pattern: '^[6-9]\\d{9}$' });
    expect(new Set(countries.map((c) => c.code)).size).toBe(countries.length);
    for (const country of countries) {
      expect(country.code).toMatch(/^\+\d{1,4}$/);
      expect(() => new RegExp(country.pattern)).not.toThrow();
    }
  });

  it.each([
    ['+91', '9876543210', '5876543210'],
    ['+1', '2125550123', '1125550123'],
    ['+44', '7911123456', '8911123456'],
    ['+61', '412345678', '312345678'],
    ['+49', '15123456789', '1234'],
    ['+33', '612345678', '512345678'],
    ['+86', '13812345678', '12812345678'],
    ['+65', '81234567', '71234567'],
  ])('the spec pattern for %s accepts %s and refuses %s', async (code, valid, invalid) => {
    const response = await client.post('/api/ContactUs/GetCountryCodes').expect(200);
    const country = (response.body.countries as { code: string; pattern: string }[]).find(
      (c) => c.code === code,
    );
    const pattern = new RegExp(country!.pattern);
    expect(pattern.test(valid)).toBe(true);
    expect(pattern.test(invalid)).toBe(false);
  });

  it('reads the rows from the database, not from a constant', async () => {
    const dataSource = app.get(DataSource);
    await dataSource.query(`UPDATE country_code SET name = 'India (test)' WHERE code = '+91'`);
    try {
      const response = await client.post('/api/ContactUs/GetCountryCodes').expect(200);
      expect(response.body.countries[0].name).toBe('India (test)');
    } finally {
      await dataSource.query(`UPDATE country_code SET name = 'India' WHERE code = '+91'`);
    }
  });

  it('takes no body or an empty JSON object; any other body is a 400', async () => {
    await client.post('/api/ContactUs/GetCountryCodes').send({}).expect(200);
    await client
      .post('/api/ContactUs/GetCountryCodes')
      .set('Content-Type', 'application/json')
      .send('')
      .expect(200);
    const response = await client.post('/api/ContactUs/GetCountryCodes').send({ code: '+91' }).expect(400);
    expect(response.body).toMatchObject({ status: 400, instance: '/api/ContactUs/GetCountryCodes' });
  });

  // Both are in the OpenAPI document (openapi.spec.ts checks it).
  it('answers 413 problem details for a body over the JSON limit and 415 for an unknown encoding', async () => {
    const large = await client
      .post('/api/ContactUs/GetCountryCodes')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(200 * 1024) }))
      .expect(413);
    expect(large.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(large.body).toMatchObject({ status: 413, instance: '/api/ContactUs/GetCountryCodes' });
    const encoded = await client
      .post('/api/ContactUs/GetCountryCodes')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'x-unknown')
      .send('{}')
      .expect(415);
    expect(encoded.body).toMatchObject({ status: 415, instance: '/api/ContactUs/GetCountryCodes' });
  });

  it('needs the anti-forgery header like every non-GET call', async () => {
    const response = await request(app.getHttpServer()).post('/api/ContactUs/GetCountryCodes').expect(403);
    expect(response.body).toMatchObject({ title: 'Forbidden', status: 403 });
  });

  it('answers 500 problem details titled "Server Error" when the table cannot be read', async () => {
    const dataSource = app.get(DataSource);
    await dataSource.query('ALTER TABLE country_code RENAME TO country_code_hidden');
    try {
      const response = await client.post('/api/ContactUs/GetCountryCodes').expect(500);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body).toMatchObject({ title: 'Server Error', status: 500 });
      expect(JSON.stringify(response.body)).not.toMatch(/country_code_hidden|at .*\.js/);
    } finally {
      await dataSource.query('ALTER TABLE country_code_hidden RENAME TO country_code');
    }
  });
});
