import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiInternalServerErrorResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ProblemDetailsDto } from '../common/problem-details.dto';
import { ContactUsService } from './contact-us.service';
import { CountryListDto } from './dto/country-list.dto';

@ApiTags('ContactUs')
@Controller('ContactUs')
export class ContactUsController {
  constructor(private readonly contactUs: ContactUsService) {}

  @Post('GetCountryCodes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Calling codes with their phone-number patterns',
    description: 'Requested on load by the event registration page. Takes no body.',
  })
  @ApiOkResponse({ type: CountryListDto })
  @ApiInternalServerErrorResponse({ type: ProblemDetailsDto, description: 'Titled "Server Error".' })
  getCountryCodes(): Promise<CountryListDto> {
    return this.contactUs.getCountryCodes();
  }
}
