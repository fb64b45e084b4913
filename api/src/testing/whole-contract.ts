// Every export of the contract, core and areas together, for tests that walk every call.
import * as articles from '@portal/shared/contract/articles';
import * as core from '@portal/shared/contract';
import * as depot from '@portal/shared/contract/depot';
import * as rentals from '@portal/shared/contract/rentals';
import * as requests from '@portal/shared/contract/requests';

export const WHOLE_CONTRACT = { ...core, ...rentals, ...requests, ...articles, ...depot };
