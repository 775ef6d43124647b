/** The list worker: whole lists fetched, parsed, filtered, sorted and paged off the main thread (./listService.ts). */
import { serveLists, type MessageEndpoint } from './listService';

serveLists(self as unknown as MessageEndpoint);
