import { Module } from '@nestjs/common';
import { FormsConfigController } from './forms-config.controller';

@Module({ controllers: [FormsConfigController] })
export class FormsConfigModule {}
