import { Module } from '@nestjs/common';
import { OperatorsController } from './operators.controller';
import { OperatorsRepository } from './operators.repository';
import { OperatorsService } from './operators.service';
import { Passwords } from './passwords';

/** Operator accounts (table `operator`). Sessions and sign-in live in the auth module. */
@Module({
  controllers: [OperatorsController],
  providers: [OperatorsRepository, OperatorsService, Passwords],
  exports: [OperatorsRepository, OperatorsService, Passwords],
})
export class OperatorsModule {}
