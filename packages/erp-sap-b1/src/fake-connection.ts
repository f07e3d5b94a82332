import type { SapB1Config } from './config.js';

/** What a fake Service Layer of the tests tells of itself (@selvedge/fake-service-layer). */
interface FakeEndpoint {
  url: string;
  companyDb: string;
  userName: string;
  password: string;
}

/** The adapter's connection settings for a fake Service Layer: the tests add what each one needs. */
export function fakeConnection(
  fake: FakeEndpoint,
  version: SapB1Config['version'],
): Pick<SapB1Config, 'serviceLayerUrl' | 'version' | 'companyDb' | 'userName' | 'password'> {
  return {
    serviceLayerUrl: fake.url,
    version,
    companyDb: fake.companyDb,
    userName: fake.userName,
    password: fake.password,
  };
}
