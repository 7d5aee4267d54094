import { applyHostUpdate, defaultHostSettings } from './host-config.rules';
import { verifyPassword } from './password';

const base = () => defaultHostSettings({ appName: 'Sonarr', port: 8989, sslPort: 9898, apiKey: 'k'.repeat(32), withHistoryCleanup: false });
const names = (body: Record<string, unknown>) => applyHostUpdate(base(), body, 'Sonarr').failures.map((f) => f.propertyName);

describe('applyHostUpdate', () => {
  it('keeps fields that the body leaves out', () => {
    const { next, failures } = applyHostUpdate(base(), { instanceName: 'Sonarr 4K' }, 'Sonarr');
    expect(failures).toEqual([]);
    expect(next).toMatchObject({ instanceName: 'Sonarr 4K', port: 8989, apiKey: 'k'.repeat(32) });
  });

  it.each([
    [{ port: 0 }, 'Port'],
    [{ port: 65536 }, 'Port'],
    [{ port: '8989' }, 'Port'],
    [{ bindAddress: '300.1.1.1' }, 'BindAddress'],
    [{ enableSsl: true, sslPort: 8989, sslCertPath: '/cert.pfx' }, 'SslPort'],
    [{ enableSsl: true }, 'SslCertPath'],
    [{ urlBase: '/has space' }, 'UrlBase'],
    [{ instanceName: 'My TV' }, 'InstanceName'],
    [{ authenticationMethod: 'forms' }, 'Username'],
    [{ authenticationMethod: 'basic', username: 'u' }, 'Password'],
    [{ password: 'a', passwordConfirmation: 'b' }, 'PasswordConfirmation'],
    [{ logLevel: 'loud' }, 'LogLevel'],
    [{ logSizeLimit: 11 }, 'LogSizeLimit'],
    [{ branch: ' ' }, 'Branch'],
    [{ apiKey: 'short' }, 'ApiKey'],
    [{ backupInterval: 0 }, 'BackupInterval'],
    [{ backupRetention: 91 }, 'BackupRetention'],
    [{ proxyEnabled: true }, 'ProxyHostname'],
    [{ proxyType: 'carrier-pigeon' }, 'ProxyType'],
    [{ certificateValidation: 7 }, 'CertificateValidation'],
    [{ enableSsl: 'yes' }, 'EnableSsl'],
  ])('refuses %j naming %s', (body, property) => {
    expect(names(body)).toContain(property);
  });

  it.each([
    [{ bindAddress: '::1' }],
    [{ bindAddress: 'localhost' }],
    [{ urlBase: 'sonarr/' }],
    [{ authenticationMethod: 2, username: 'u', password: 'p', passwordConfirmation: 'p' }],
    [{ proxyType: 'SOCKS5', proxyEnabled: true, proxyHostname: 'proxy.lan' }],
    [{ backupInterval: 1, backupRetention: 90 }],
  ])('accepts %j', (body) => {
    expect(names(body)).toEqual([]);
  });

  it('normalises the URL base and reads enums by number', () => {
    const { next } = applyHostUpdate(base(), { urlBase: 'sonarr/', authenticationMethod: 3, updateMechanism: 12 }, 'Sonarr');
    expect(next).toMatchObject({ urlBase: '/sonarr', authenticationMethod: 'external', updateMechanism: 'docker' });
  });

  it('stores a new password as a hash and keeps it when the stored value is sent back', () => {
    const { next } = applyHostUpdate(base(), { password: 'secret', passwordConfirmation: 'secret' }, 'Sonarr');
    expect(next.passwordHash).not.toContain('secret');
    expect(verifyPassword('secret', next.passwordHash)).toBe(true);
    expect(verifyPassword('wrong', next.passwordHash)).toBe(false);
    const again = applyHostUpdate(next, { password: next.passwordHash, passwordConfirmation: '' }, 'Sonarr');
    expect(again.failures).toEqual([]);
    expect(again.next.passwordHash).toBe(next.passwordHash);
    expect(applyHostUpdate(next, { password: '' }, 'Sonarr').next.passwordHash).toBe(next.passwordHash);
  });

  it('gives Prowlarr its history cleanup field', () => {
    const prowlarr = defaultHostSettings({ appName: 'Prowlarr', port: 9696, sslPort: 6969, apiKey: 'k'.repeat(32), withHistoryCleanup: true });
    expect(prowlarr.historyCleanupDays).toBe(365);
    expect(base().historyCleanupDays).toBeUndefined();
    expect(applyHostUpdate(base(), { historyCleanupDays: 30 }, 'Sonarr').next.historyCleanupDays).toBeUndefined();
  });
});
