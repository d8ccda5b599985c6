import {
  createParamDecorator,
  Inject,
  Injectable,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { CAREER_DATA_FIELD, RESUME_FIELD, RESUME_MESSAGES } from '@orbitwise/contracts';
import { CONTENT_MESSAGES } from '@orbitwise/contracts/content';
import { nulFieldErrors, parseJsonStructure } from '../../platform/http/json-body';
import { OPEN_POSITIONS, type OpenPositions } from '../../platform/site/open-positions';
import {
  invalidRequest,
  isPlainObject,
  UNKNOWN_FIELD_MESSAGE,
  validateDto,
} from '../../platform/http/validation';
import { CareerApplicationDto } from './dto/career-application.dto';
import type { ResumeRequest } from './resume-upload.interceptor';
import type { StoredResume } from './resume-upload';

interface RawCareerSubmission {
  parts: Record<string, unknown>;
  resume: StoredResume | undefined;
}

export interface CareerSubmission {
  application: CareerApplicationDto;
  resume: StoredResume;
}

/** The multipart text parts and the resume committed by ResumeUploadInterceptor. */
export const CareerSubmissionParts = createParamDecorator(
  (_data: unknown, context: ExecutionContext): RawCareerSubmission => {
    const request = context.switchToHttp().getRequest<ResumeRequest>();
    return { parts: (request.body ?? {}) as Record<string, unknown>, resume: request.storedResume };
  },
);

/**
 * Checks the text parts: only `data` is accepted, and it is parsed like a JSON body (a repeated,
 * reserved (`__proto__`...) or too deeply nested key is refused) and validated like one, so its
 * errors look the same. Reports a missing file unless one was sent.
 */
export async function checkCareerParts(
  parts: Record<string, unknown>,
  { fileSent }: { fileSent: boolean },
): Promise<{ application?: CareerApplicationDto; errors: Record<string, string[]> }> {
  // No prototype: a part named `__proto__` must be reported, not become the map's prototype.
  const errors = Object.create(null) as Record<string, string[]>;
  for (const name of Object.keys(parts)) {
    if (name !== CAREER_DATA_FIELD) errors[name] = [UNKNOWN_FIELD_MESSAGE];
  }
  let application: CareerApplicationDto | undefined;
  const data = parts[CAREER_DATA_FIELD];
  if (data === undefined || data === '') {
    errors[CAREER_DATA_FIELD] = [RESUME_MESSAGES.dataRequired];
  } else {
    const result = typeof data === 'string' ? parseJsonStructure(data) : undefined;
    const parsed = result?.ok ? result.value : undefined;
    if (result && !result.ok && !result.syntax) {
      Object.assign(errors, result.errors ?? { [CAREER_DATA_FIELD]: [result.detail] });
    } else if (!isPlainObject(parsed)) {
      errors[CAREER_DATA_FIELD] = [RESUME_MESSAGES.dataNotJson];
    } else {
      // U+0000 is reported beside the other fields' failures, as the form reports them all at once.
      const validated = await validateDto(CareerApplicationDto, parsed);
      Object.assign(errors, validated.errors, nulFieldErrors(parsed));
      application = validated.value;
    }
  }
  if (!fileSent) errors[RESUME_FIELD] = [RESUME_MESSAGES.required];
  return { application, errors };
}

/**
 * Validates the whole submission once the body is received; one 400 lists every problem. The position
 * must be a job published and open now (the site follows the data).
 */
@Injectable()
export class CareerSubmissionPipe implements PipeTransform<RawCareerSubmission, Promise<CareerSubmission>> {
  constructor(@Inject(OPEN_POSITIONS) private readonly positions: OpenPositions) {}

  async transform({ parts, resume }: RawCareerSubmission): Promise<CareerSubmission> {
    const { application, errors } = await checkCareerParts(parts, { fileSent: resume !== undefined });
    if (
      application &&
      !errors.ApplicationDetails &&
      !(await this.positions.isOpen(application.ApplicationDetails))
    ) {
      errors.ApplicationDetails = [CONTENT_MESSAGES.positionUnknown];
    }
    if (Object.keys(errors).length > 0 || !application || !resume) throw invalidRequest(errors);
    return { application, resume };
  }
}
