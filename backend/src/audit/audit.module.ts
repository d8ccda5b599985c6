import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { SubjectHash } from './subject-hash';

/** The audit log; global, so that any domain records its actions with AuditService (and SubjectHash). */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditRepository, AuditService, SubjectHash],
  exports: [AuditService, SubjectHash],
})
export class AuditModule {}
