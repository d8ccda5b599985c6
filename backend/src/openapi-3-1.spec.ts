import type { OpenAPIObject } from '@nestjs/swagger';
import { toOpenApi31 } from './openapi-3-1';

const shared = ['new', 'done'];

function document(): OpenAPIObject {
  return {
    openapi: '3.0.0',
    info: { title: 't', version: '1' },
    paths: {
      '/things': {
        get: {
          parameters: [{ name: 'limit', in: 'query', example: 5, schema: { type: 'integer', example: 5 } }],
          responses: {
            '200': {
              description: 'ok',
              content: {
                'application/json': {
                  schema: { type: 'string', nullable: true },
                  example: { nullable: true, schema: { example: 'kept as sent' } },
                },
              },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Thing: {
          type: 'object',
          properties: {
            note: { type: 'string', nullable: true, example: null },
            status: { type: 'string', enum: shared, nullable: true },
            other: { type: 'string', enum: shared },
            owner: { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/Owner' }] },
            count: {
              type: 'integer',
              minimum: 0,
              exclusiveMinimum: true,
              maximum: 9,
              exclusiveMaximum: false,
            },
            tags: { type: 'array', items: { type: 'string', nullable: true } },
            plain: { type: 'string', nullable: false },
          },
        },
        Owner: { type: 'object', properties: { name: { type: 'string' } } },
      },
    },
  } as OpenAPIObject;
}

describe('toOpenApi31', () => {
  const converted = toOpenApi31(document()) as unknown as {
    openapi: string;
    paths: Record<string, { get: Record<string, Record<string, Record<string, unknown>>> }>;
    components: { schemas: { Thing: { properties: Record<string, unknown> } } };
  };
  const properties = converted.components.schemas.Thing.properties;

  it('declares 3.1.0', () => expect(converted.openapi).toBe('3.1.0'));

  it('turns nullable into a null type, a null enum value, or an anyOf around a reference', () => {
    expect(properties.note).toEqual({ type: ['string', 'null'], examples: [null] });
    expect(properties.status).toEqual({ type: ['string', 'null'], enum: ['new', 'done', null] });
    expect(properties.owner).toEqual({ anyOf: [{ $ref: '#/components/schemas/Owner' }, { type: 'null' }] });
    expect(properties.tags).toEqual({ type: 'array', items: { type: ['string', 'null'] } });
    expect(properties.plain).toEqual({ type: 'string' });
  });

  it('leaves an enum array shared with other schemas (and the code that owns it) untouched', () => {
    expect(shared).toEqual(['new', 'done']);
    expect(properties.other).toEqual({ type: 'string', enum: ['new', 'done'] });
  });

  it('makes boolean exclusive bounds numeric', () => {
    expect(properties.count).toEqual({ type: 'integer', exclusiveMinimum: 0, maximum: 9 });
  });

  it('converts schemas below paths, but not media type or parameter examples', () => {
    const get = converted.paths['/things']!.get;
    const parameter = (get.parameters as unknown as Record<string, unknown>[])[0];
    expect(parameter).toEqual({
      name: 'limit',
      in: 'query',
      example: 5,
      schema: { type: 'integer', examples: [5] },
    });
    const media = get.responses!['200']!.content as Record<string, Record<string, unknown>>;
    expect(media['application/json']).toEqual({
      schema: { type: ['string', 'null'] },
      example: { nullable: true, schema: { example: 'kept as sent' } },
    });
  });
});
