import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface EmailStackProps extends StackProps {
  /** Domain Walt sends from; its DKIM records must be added to DNS before SES will send. */
  domain: string;
}

/**
 * The SES identity that password-reset and report emails are sent from, with its default configuration set:
 * an address that bounces or complains is put on the account's suppression list (SES then refuses to send to
 * it, so a dead or unwilling address never harms the sending reputation again), and reputation metrics feed
 * the bounce and complaint alarms of the monitoring stack. Being the identity's default, the set applies to
 * every mail sent from it without the mailer naming it.
 */
export class EmailStack extends Stack {
  readonly identity: ses.EmailIdentity;
  readonly configurationSet: ses.ConfigurationSet;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      reputationMetrics: true,
      sendingEnabled: true,
    });
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      identity: ses.Identity.domain(props.domain),
      configurationSet: this.configurationSet,
    });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: `DKIM record ${index + 1} to add to the DNS of ${props.domain}`,
      });
    });
  }
}
