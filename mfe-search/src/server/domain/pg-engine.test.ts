import { seededEngine } from '../testing/test-engine';
import { describeEngineContract } from './engine-contract';

describeEngineContract('PGlite', () => seededEngine(250));
