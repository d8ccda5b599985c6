import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactUsController } from './contact-us.controller';
import { ContactUsService } from './contact-us.service';
import { CountryCode } from './country-code.entity';

@Module({
  imports: [TypeOrmModule.forFeature([CountryCode])],
  controllers: [ContactUsController],
  providers: [ContactUsService],
})
export class ContactUsModule {}
