import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface EmailStackProps extends StackProps {
  /** Domain Walt sends from; its DKIM records must be added to DNS before SES will send. */
  domain: string;
}

/** The SES identity that password-reset and report emails are sent from. */
export class EmailStack extends Stack {
  readonly identity: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: EmailStackProps) {
    super(scope, id, props);
    this.identity = new ses.EmailIdentity(this, 'Identity', { identity: ses.Identity.domain(props.domain) });
    this.identity.dkimRecords.forEach((record, index) => {
      new CfnOutput(this, `DkimRecord${index + 1}`, {
        value: `${record.name} CNAME ${record.value}`,
        description: `DKIM record ${index + 1} to add to the DNS of ${props.domain}`,
      });
    });
  }
}
