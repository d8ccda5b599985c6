import { ApiProperty } from '@nestjs/swagger';
import { ADMIN_LIMITS, type AddNoteRequest } from '@orbitwise/contracts/admin';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class AddNoteDto implements AddNoteRequest {
  @ApiProperty({ maxLength: ADMIN_LIMITS.noteMax, description: 'Stored trimmed; must not be blank.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'text must be text.' })
  @IsNotEmpty({ message: 'The note is empty.' })
  @MaxLength(ADMIN_LIMITS.noteMax, { message: `A note must be at most ${ADMIN_LIMITS.noteMax} characters.` })
  text: string;
}
