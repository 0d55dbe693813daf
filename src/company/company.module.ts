import { Module } from '@nestjs/common';
import { CompanyController } from './company.controller';

/** The company's public identity (COMPANY_* configuration), served to the public site and the back-office. */
@Module({ controllers: [CompanyController] })
export class CompanyModule {}
