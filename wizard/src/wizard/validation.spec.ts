import { describe, expect, it } from '@jest/globals';
import { createBusinessData } from './businessData';
import {
  emptyApplicationForm,
  validateApplication,
  validateBusinessDetails,
  validatePaymentData,
  validatePaymentMethods,
  validateProgressEmail,
  validateSelection,
  validateStatementFile,
} from './validation';

const data = createBusinessData('s', 'newer');

describe('step checks', () => {
  it('step 1 needs type, name, sector and status', () => {
    expect(validateBusinessDetails(data)).toEqual({ title: 'Please complete all required fields' });
    expect(validateBusinessDetails({ businessType: 'retail', businessName: ' ', businessSector: 'retail', paymentStatus: 'new' })).not.toBeNull();
    expect(validateBusinessDetails({ businessType: 'retail', businessName: 'Acme', businessSector: 'retail', paymentStatus: 'new' })).toBeNull();
  });

  it('step 2 needs a payment method, then a card type', () => {
    expect(validatePaymentMethods({ paymentMethods: [], cardTypes: [] })?.title).toBe('Please select at least one payment method');
    expect(validatePaymentMethods({ paymentMethods: ['pdq'], cardTypes: [] })?.title).toBe('Please select the card types you want to accept');
    expect(validatePaymentMethods({ paymentMethods: ['pdq'], cardTypes: ['amex'] })).toBeNull();
  });

  it('step 3 needs the turnover', () => {
    expect(validatePaymentData({ monthlyTurnover: '' })?.title).toBe('Please provide your monthly turnover');
    expect(validatePaymentData({ monthlyTurnover: '10000' })).toBeNull();
  });

  it('step 4 needs a provider, then a terminal', () => {
    expect(validateSelection(null, null)).toEqual({
      title: 'Please select a provider',
      description: 'Choose a provider from the comparison options to continue',
    });
    expect(validateSelection(1, null)).toEqual({ title: 'Please select a terminal', description: 'Choose a terminal option to complete your selection' });
    expect(validateSelection(1, 2)).toBeNull();
  });

  it('step 5 needs the contact fields, an email, the profile and the provider', () => {
    const form = { ...emptyApplicationForm(), firstName: 'Jane', lastName: 'Smith', email: 'jane@example.co.uk', phone: '07700 900123', timeline: 'asap' };
    expect(validateApplication(emptyApplicationForm(), 'p1', 1)?.title).toBe('Please complete all required fields');
    expect(validateApplication({ ...form, email: 'not-an-email' }, 'p1', 1)?.title).toBe('Please enter a valid email address');
    expect(validateApplication(form, undefined, 1)).toEqual({
      title: 'Error: Missing business profile',
      description: 'Please go back and complete your business details first',
    });
    expect(validateApplication(form, 'p1', null)).toEqual({ title: 'Error: No provider selected', description: 'Please select a provider before submitting' });
    expect(validateApplication(form, 'p1', 1)).toBeNull();
  });

  it('Save Progress needs an email', () => {
    expect(validateProgressEmail('')).toEqual({ title: 'Email required', description: 'Please enter your email to save progress' });
    expect(validateProgressEmail('jane@example.co.uk')).toBeNull();
  });
});

describe('statement file checks', () => {
  it('needs the profile first', () => {
    expect(validateStatementFile({ name: 'a.pdf', size: 10 }, undefined)).toBe('Please complete business details first');
  });

  it('accepts pdf, jpg, jpeg and png up to 10 MB', () => {
    for (const name of ['a.pdf', 'b.JPG', 'c.jpeg', 'd.png']) expect(validateStatementFile({ name, size: 1000 }, 'p1')).toBeNull();
    expect(validateStatementFile({ name: 'a.pdf', size: 10 * 1024 * 1024 }, 'p1')).toBeNull();
  });

  it('refuses other types and larger files with their messages', () => {
    expect(validateStatementFile({ name: 'a.docx', size: 10 }, 'p1')).toBe('File type not supported. Please upload: pdf, jpg, jpeg, png');
    expect(validateStatementFile({ name: 'noextension', size: 10 }, 'p1')).toBe('File type not supported. Please upload: pdf, jpg, jpeg, png');
    expect(validateStatementFile({ name: 'a.pdf', size: 10 * 1024 * 1024 + 1 }, 'p1')).toBe('File size must be less than 10MB');
  });
});
