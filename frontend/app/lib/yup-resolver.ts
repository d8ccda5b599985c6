import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import * as yup from 'yup';

/** A resolver for react-hook-form over a yup schema, keeping each field's first message. */
export function yupResolver<T extends FieldValues>(schema: yup.Schema<T>): Resolver<T, unknown, T> {
  return async (values): Promise<ResolverResult<T, T>> => {
    try {
      const result = await schema.validate(values, { abortEarly: false, stripUnknown: false });
      return { values: result, errors: {} };
    } catch (error) {
      if (!(error instanceof yup.ValidationError)) throw error;
      const errors: Record<string, { type: string; message: string }> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        const path = inner.path ?? 'root';
        errors[path] ??= { type: inner.type ?? 'validation', message: inner.message };
      }
      return { values: {}, errors: errors as unknown as FieldErrors<T> };
    }
  };
}
