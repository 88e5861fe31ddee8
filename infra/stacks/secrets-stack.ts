import { Stack, type StackProps } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { acknowledge } from '../constructs/nag.ts';

/** The app's KMS key and its Secrets Manager secrets (values of the external ones are set by an operator). */
export class SecretsStack extends Stack {
  readonly key: kms.Key;
  readonly sessionSecret: secretsmanager.Secret;
  readonly totpSecret: secretsmanager.Secret;
  readonly originVerify: secretsmanager.Secret;
  readonly openai: secretsmanager.Secret;
  readonly google: secretsmanager.Secret;

  constructor(scope: Construct, id: string, props: StackProps = {}) {
    super(scope, id, props);
    this.key = new kms.Key(this, 'Key', {
      description: 'Walt: encrypts its secrets and seals user tokens (Gmail refresh tokens)',
      enableKeyRotation: true,
    });
    this.sessionSecret = new secretsmanager.Secret(this, 'SessionSigningKey', {
      description: 'Walt: signing key of session tokens (at least 32 characters)',
      encryptionKey: this.key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    // A key of its own (issue 23): the session key signs cookies, this one seals the TOTP secrets at rest.
    this.totpSecret = new secretsmanager.Secret(this, 'TotpSealingKey', {
      description: 'Walt: seals two-factor (TOTP) secrets at rest (at least 32 characters)',
      encryptionKey: this.key,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    this.originVerify = new secretsmanager.Secret(this, 'OriginVerify', {
      description:
        'Walt: the header value CloudFront sends the API (X-Walt-Origin-Verify), so only CloudFront reaches it',
      encryptionKey: this.key,
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    this.openai = new secretsmanager.Secret(this, 'OpenAiApiKey', {
      description: 'Walt: OpenAI API key (set by an operator: aws secretsmanager put-secret-value)',
      encryptionKey: this.key,
    });
    this.google = new secretsmanager.Secret(this, 'GoogleClientSecret', {
      description: 'Walt: Google OAuth client secret for Gmail (set by an operator)',
      encryptionKey: this.key,
    });
    acknowledge(
      this.sessionSecret,
      'Rotating the session signing key signs every user out; it is rotated by hand (put-secret-value) when needed.',
      'AwsSolutions-SMG4',
    );
    acknowledge(
      this.totpSecret,
      'Every sealed TOTP secret is bound to this key; rotating it means resealing them, so it is rotated by hand when needed.',
      'AwsSolutions-SMG4',
    );
    acknowledge(
      this.originVerify,
      'CloudFront holds the value in its origin configuration; rotating it means updating both, done by redeploying after put-secret-value.',
      'AwsSolutions-SMG4',
    );
    for (const secret of [this.openai, this.google]) {
      acknowledge(
        secret,
        'Issued by OpenAI / Google, which offer no rotation API; operators rotate them in the providers.',
        'AwsSolutions-SMG4',
      );
    }
  }
}
