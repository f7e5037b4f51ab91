// The site gives the phone check libphonenumber-js when the booking form is first used; every test starts with it.
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import metadata from 'libphonenumber-js/min/metadata';
import { providePhoneReader } from '../booking/phone';

providePhoneReader({ parse: parsePhoneNumberFromString, metadata });
