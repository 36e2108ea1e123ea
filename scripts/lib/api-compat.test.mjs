// The v1 compatibility check on small hand-made document pairs: it flags each kind of breaking change and lets
// additions through. `pnpm check:api-compat` runs this file before it compares the API with the last release.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareApiV1 } from './api-compat.mjs';

const CLIENT = '/api/v1/clients/{id}';
const json = (schema) => ({ 'application/json': { schema } });

const response = () => ({
  type: 'object',
  required: ['id', 'name', 'status'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    hours: { type: 'number' },
    note: { type: 'string', nullable: true },
    status: { enum: ['ACTIVE', 'INACTIVE'] },
    rows: { type: 'array', items: { type: 'object', required: ['a'], properties: { a: { type: 'integer' }, b: { type: 'string' } } } },
  },
});

// Like the API's bodies: closed (an unknown property is a 400).
const body = () => ({
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', maxLength: 200 },
    kind: { type: 'string' },
    hours: { type: 'number', maximum: 24 },
    status: { enum: ['A', 'B'] },
    note: { type: 'string', nullable: true },
    address: { type: 'object', additionalProperties: false, required: ['city'], properties: { city: { type: 'string' }, zip: { type: 'string' } } },
  },
});

const operation = () => ({
  parameters: [
    { in: 'path', name: 'id', required: true, schema: { type: 'integer' } },
    { in: 'query', name: 'limit', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } },
    { in: 'query', name: 'search', required: false, schema: { type: 'string' } },
  ],
  responses: { 200: { description: 'Default Response', content: json(response()) } },
});

const release = () => ({
  openapi: '3.0.3',
  info: { title: 'Workforce Portal API', version: '1.0.0' },
  paths: {
    '/api/health/': { get: { responses: { 200: { description: 'ok' } } } },
    [CLIENT]: { get: operation(), put: { ...operation(), requestBody: { content: json(body()) } } },
    '/api/v1/projects/': { get: operation() },
  },
});

const get = (document) => document.paths[CLIENT].get;
const put = (document) => document.paths[CLIENT].put;
const returned = (operation) => operation.responses[200].content['application/json'].schema;
const sent = (operation) => operation.requestBody.content['application/json'].schema;
const query = (document, name) => get(document).parameters.find((parameter) => parameter.name === name);

/** The release's document and one changed by `change`, compared. */
function compareAfter(change) {
  const now = release();
  change(now);
  return compareApiV1(release(), now);
}

const BREAKING = {
  'a removed path': [(d) => delete d.paths['/api/v1/projects/'], /GET \/api\/v1\/projects\//],
  'a removed method': [(d) => delete d.paths[CLIENT].put, /PUT \/api\/v1\/clients\/\{id\}/],
  'a removed response field': [(d) => delete returned(get(d)).properties.hours, /^GET \/api\/v1\/clients\/\{id\}: .*`hours`/],
  'a removed required response field': [
    (d) => {
      delete returned(get(d)).properties.name;
      returned(get(d)).required = ['id', 'status'];
    },
    /`name`/,
  ],
  'a removed field in a list of objects': [(d) => delete returned(get(d)).properties.rows.items.properties.b, /`b` from `rows\[\]`/],
  'a response field no longer required': [(d) => (returned(get(d)).required = ['id', 'status']), /`name`/],
  'a response field of another type': [(d) => (returned(get(d)).properties.id.type = 'string'), /`id`/],
  'a response field that may now be null': [(d) => (returned(get(d)).properties.name.nullable = true), /`name`/],
  'a response enum with a new value': [(d) => returned(get(d)).properties.status.enum.push('ARCHIVED'), /`status`/],
  'a removed response status': [(d) => delete get(d).responses[200], /Response 200/],
  'a new required query parameter': [
    (d) => get(d).parameters.push({ in: 'query', name: 'team', required: true, schema: { type: 'string' } }),
    /query parameter `team`/,
  ],
  'an optional query parameter made required': [(d) => (query(d, 'limit').required = true), /query parameter `limit`/],
  'a new required header': [
    (d) => get(d).parameters.push({ in: 'header', name: 'x-tenant', required: true, schema: { type: 'string' } }),
    /header parameter `x-tenant`/,
  ],
  'a new required body property': [
    (d) => {
      sent(put(d)).properties.team = { type: 'string' };
      sent(put(d)).required.push('team');
    },
    /PUT .*`team`/,
  ],
  'a body property made required': [(d) => sent(put(d)).required.push('kind'), /`kind`/],
  'a nested body property made required': [(d) => sent(put(d)).properties.address.required.push('zip'), /`address\.zip`/],
  'a request body made required': [(d) => (put(d).requestBody.required = true), /Request Body/],
  'a body property removed from a closed body': [(d) => delete sent(put(d)).properties.kind, /`kind`/],
  'a body string that becomes an enum': [(d) => (sent(put(d)).properties.kind.enum = ['X', 'Y']), /`kind`/],
  'a body string that becomes a union of literals': [(d) => (sent(put(d)).properties.kind = { enum: ['X', 'Y'] }), /`kind`/],
  'a query string that becomes an enum': [(d) => (query(d, 'search').schema.enum = ['x']), /query parameter `search`/],
  'a body number that becomes an integer': [(d) => (sent(put(d)).properties.hours.type = 'integer'), /`hours`/],
  'a body maximum lowered': [(d) => (sent(put(d)).properties.hours.maximum = 12), /`hours`/],
  'a query maximum lowered': [(d) => (query(d, 'limit').schema.maximum = 50), /query parameter `limit`/],
  'a body maxLength lowered': [(d) => (sent(put(d)).properties.name.maxLength = 100), /`name`/],
  'a body enum that loses a value': [(d) => (sent(put(d)).properties.status.enum = ['A']), /`status`/],
  'a body field that may no longer be null': [(d) => delete sent(put(d)).properties.note.nullable, /`note`/],
  'a pattern on a body string': [(d) => (sent(put(d)).properties.kind.pattern = '^[a-z]+$'), /`kind`/],
};

const ADDITIONS = {
  'a new path': (d) => (d.paths['/api/v1/things/'] = { get: operation() }),
  'a new method': (d) => (d.paths['/api/v1/projects/'].post = operation()),
  'a new optional query parameter': (d) => get(d).parameters.push({ in: 'query', name: 'team', required: false, schema: { type: 'string' } }),
  // How the API's query parameters with defaults appear in its document: required, yet the server fills them in.
  'a new required query parameter with a default': (d) =>
    get(d).parameters.push({ in: 'query', name: 'order', required: true, schema: { enum: ['asc', 'desc'], default: 'asc' } }),
  'a new optional body property': (d) => (sent(put(d)).properties.team = { type: 'string' }),
  'a new required body property with a default': (d) => {
    sent(put(d)).properties.team = { type: 'string', default: 'none' };
    sent(put(d)).required.push('team');
  },
  'a new response field': (d) => (returned(get(d)).properties.team = { type: 'string' }),
  'a new response status': (d) => (get(d).responses[404] = { description: 'Not found' }),
  'a body maximum raised': (d) => (sent(put(d)).properties.hours.maximum = 48),
  'a body enum with a new value': (d) => sent(put(d)).properties.status.enum.push('C'),
  'a body property made optional': (d) => (sent(put(d)).required = []),
  'a body field that may now be null': (d) => (sent(put(d)).properties.name.nullable = true),
  'a query integer that becomes a number': (d) => (query(d, 'limit').schema.type = 'number'),
  'a response enum that loses a value': (d) => (returned(get(d)).properties.status.enum = ['ACTIVE']),
  'a response string that becomes an enum': (d) => (returned(get(d)).properties.name.enum = ['a', 'b']),
  // TypeBox writes a union of literals as an enum without a type.
  'a response string that becomes a union of literals': (d) => (returned(get(d)).properties.name = { enum: ['a', 'b'] }),
  'a response number that becomes an integer': (d) => (returned(get(d)).properties.hours.type = 'integer'),
  'a response field that may no longer be null': (d) => delete returned(get(d)).properties.note.nullable,
};

describe('the v1 compatibility check', () => {
  it('finds nothing between a document and itself', () => {
    assert.deepEqual(compareApiV1(release(), release()), { breaking: [], additions: [] });
  });

  for (const [name, [change, mentions]] of Object.entries(BREAKING)) {
    it(`flags ${name}`, () => {
      const { breaking } = compareAfter(change);
      assert.ok(breaking.length > 0, `not flagged as breaking: ${name}`);
      assert.ok(
        breaking.some((line) => mentions.test(line)),
        `no line matches ${mentions}:\n${breaking.join('\n')}`,
      );
    });
  }

  for (const [name, change] of Object.entries(ADDITIONS)) {
    it(`accepts ${name}`, () => {
      assert.deepEqual(compareAfter(change).breaking, []);
    });
  }

  it('lists additions for information', () => {
    const { additions } = compareAfter((d) => (returned(get(d)).properties.team = { type: 'string' }));
    assert.ok(additions.some((line) => line.startsWith(`GET ${CLIENT}: `) && line.includes('`team`')), additions.join('\n'));
  });

  it('promises nothing outside /api/v1', () => {
    assert.deepEqual(compareAfter((d) => delete d.paths['/api/health/']), { breaking: [], additions: [] });
  });

  it('ignores a renamed path parameter', () => {
    const { breaking } = compareAfter((d) => {
      const item = d.paths[CLIENT];
      delete d.paths[CLIENT];
      for (const method of Object.values(item)) method.parameters[0].name = 'clientId';
      d.paths['/api/v1/clients/{clientId}'] = item;
    });
    assert.deepEqual(breaking, []);
  });
});
