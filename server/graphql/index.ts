/** Assembles the schema: each domain file registers its types on the shared builder. */
import './errors.ts';
import './enums.ts';
import './account.ts';
import './history.ts';
import './company.ts';
import './location.ts';
import './locationWrite.ts';
import './user.ts';
import './customer.ts';
import './booking.ts';
import './bookingWrite.ts';
import './product.ts';
import './rentalOption.ts';
import './productWrite.ts';
import './upload.ts';
import './rentalOptionWrite.ts';
import './reference.ts';
import './dashboard.ts';
import './vehicleRegister.ts';
import './auth.ts';
import './shop.ts';
import './appInfo.ts';
import './pageViews.ts';
import './apiKeys.ts';
import './webhooks.ts';
import { builder } from './builder.ts';

export const schema = builder.toSchema({ sortSchema: true });
