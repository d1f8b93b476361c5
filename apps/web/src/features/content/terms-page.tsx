import { Link } from 'react-router';
import { SITE } from '../../components/layout/site-config';
import { LegalDocument, type LegalSection } from './components/legal-document';

const mail = (address: string) => <a href={`mailto:${address}`}>{address}</a>;

const sections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these Terms',
    body: (
      <>
        <p>
          These Terms of Use (the “Terms”) govern your use of the Pathscoop website, apps and services
          (together, the “Service”), operated by Pathscoop (“Pathscoop”, “we”, “us”). Visitors who browse the
          Service are “users”; people who create an account are “members”. By using the Service you agree to
          these Terms and to our <Link to="/privacypolicy">Privacy Policy</Link>. If you do not agree, please
          do not use the Service.
        </p>
        <p>
          If you are under 18, please read these Terms with your parent or guardian. They must agree to them
          on your behalf.
        </p>
      </>
    ),
  },
  {
    id: 'membership',
    title: 'Membership and age requirements',
    body: (
      <>
        <ul>
          <li>
            <strong>You must be at least 13 years old</strong> to create your own account.
          </li>
          <li>
            <strong>If you are 13 to 17</strong>, you may become a member only with the consent of a parent or
            legal guardian, who agrees to these Terms for you and is responsible for your use of the Service.
          </li>
          <li>
            <strong>Children under 13</strong> may use the Service only through a family account created and
            managed by a parent or guardian aged 18 or older, who remains responsible for the account and
            everything done with it.
          </li>
          <li>
            Community Partners (mentors) must be at least 18 and must give accurate information about their
            profession and experience.
          </li>
        </ul>
        <p>
          When you sign up you certify that you meet these requirements and that the information you give us
          is true and complete. You agree to keep it up to date. One person may hold only one account.
        </p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account and security',
    body: (
      <p>
        You are responsible for keeping your password confidential and for all activity under your account.
        Use a password you do not use elsewhere. Tell us immediately at {mail(SITE.supportEmail)} if you
        believe your account has been used without your permission. We are not liable for losses caused by
        someone else using your password, whether or not you knew about it.
      </p>
    ),
  },
  {
    id: 'service',
    title: 'The Service',
    body: (
      <>
        <p>
          Pathscoop offers a career assessment, personalized career recommendations, an AI Insights Report,
          virtual micro-mentorship sessions with volunteer Community Partners, AI Companions and related
          content. Some features require a paid plan or an affiliate code from a partner organization. What
          each plan includes, its price and its duration are shown on the Pricing Plan page before you choose
          it. Mentorship sessions included in a plan can be used within 12 months, depending on the plan.
        </p>
        <p>
          We improve the Service continuously and may add, change or remove features. If we remove a paid
          feature you have already bought, we will offer you a fair alternative or a pro-rated refund.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Plans, payments and Text to Parent',
    body: (
      <>
        <p>
          Payments are handled by our payment provider; we do not see or store your full card number. Prices
          are in U.S. dollars and include the taxes shown at checkout. With Text to Parent, a member can ask
          us to text a payment link for a chosen plan to a parent or guardian. The person who pays agrees to
          these Terms for that purchase.
        </p>
        <p>
          If something went wrong with a payment, contact {mail(SITE.supportEmail)} within 30 days. Where the
          law gives you a right to a refund or to cancel, nothing in these Terms limits it.
        </p>
      </>
    ),
  },
  {
    id: 'mentors',
    title: 'Community Partners and sessions',
    body: (
      <>
        <p>
          Community Partners are independent volunteers who share their personal experience. They are not
          employees or agents of Pathscoop, and what they say is their own opinion, not professional, legal,
          financial, medical or admissions advice. We check mentor sign-ups, but we cannot guarantee the
          accuracy of what any mentor says.
        </p>
        <p>
          Sessions must stay respectful and focused on careers. Members must not ask for or share personal
          contact details, meet in person through the Service, or move conversations to other platforms.
          Please report any concern to {mail(SITE.supportEmail)}; we may end a session or an account to keep
          members safe.
        </p>
      </>
    ),
  },
  {
    id: 'conduct',
    title: 'Acceptable use',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>impersonate anyone or give false information about yourself;</li>
          <li>harass, bully, threaten or discriminate against anyone;</li>
          <li>post content that is unlawful, sexual, hateful or that infringes someone else’s rights;</li>
          <li>collect other members’ personal information or contact them outside the Service;</li>
          <li>
            copy, scrape, frame or resell the Service or its content, or use automated means to access it
            without our written permission;
          </li>
          <li>probe, disrupt or try to get around the security of the Service;</li>
          <li>use the Service to advertise or to solicit members.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'ai',
    title: 'AI Companions',
    body: (
      <>
        <p>
          The AI Companions (such as the College Buddy and the Career Buddy) and the AI-generated parts of
          your results and AI Insights Report are produced by automated systems. They can be wrong, incomplete
          or out of date, and they may sound more certain than they should.{' '}
          <strong>AI Companions may make mistakes.</strong> Please verify key information or consult a trusted
          professional, counselor or parent before you make decisions based on them.
        </p>
        <p>
          Do not share sensitive personal information (such as health details, Social Security numbers or
          passwords) in a chat. AI output is provided for information and exploration only and is not
          professional advice. To provide the feature, your messages are processed by our AI service providers
          under the conditions described in our <Link to="/privacypolicy">Privacy Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'recommendations',
    title: 'Career information',
    body: (
      <p>
        Career recommendations are based on your answers and on public occupational data, including data from
        the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration
        (USDOL/ETA), used under the CC BY 4.0 license and modified by Pathscoop. O*NET® is a trademark of
        USDOL/ETA. Salary, outlook and education information is general and may not reflect your region.
        Recommendations are a starting point for exploration, not a guarantee of admission, employment, income
        or success.
      </p>
    ),
  },
  {
    id: 'ferpa',
    title: 'Schools, organizations and student records (FERPA)',
    body: (
      <>
        <p>
          Schools, districts and nonprofits may give their students access to Pathscoop under a partnership
          agreement and an affiliate code. When we provide the Service to a school or district that is subject
          to the Family Educational Rights and Privacy Act (FERPA), and the school shares personally
          identifiable information from education records with us, we act as a{' '}
          <strong>“school official”</strong> with a legitimate educational interest, as permitted by 34 C.F.R.
          § 99.31(a)(1)(i)(B). In that role we:
        </p>
        <ul>
          <li>perform a service the school would otherwise use its own employees for;</li>
          <li>
            are under the school’s direct control with respect to the use and maintenance of education
            records;
          </li>
          <li>
            use education records only for the purposes authorized by the school and do not re-disclose them
            except as FERPA allows or as the school directs;
          </li>
          <li>delete or return education records when the agreement ends, as the school instructs.</li>
        </ul>
        <p>
          Parents and eligible students may exercise their FERPA rights to inspect and correct education
          records through their school; we will help the school respond.
        </p>
      </>
    ),
  },
  {
    id: 'third-parties',
    title: 'Advertisers and links to other sites',
    body: (
      <p>
        The Service may show information about schools, programs, employers or other third parties and may
        link to websites we do not control, such as occupational profiles, college sites or our blog. We
        provide those links for convenience and do not endorse or take responsibility for their content,
        products, privacy practices or availability. Any dealings you have with advertisers or other third
        parties, including payment and delivery of goods or services and any terms, conditions, warranties or
        representations, are solely between you and that third party. We are not responsible for any loss or
        damage arising from them.
      </p>
    ),
  },
  {
    id: 'proprietary',
    title: 'Proprietary rights and licence',
    body: (
      <>
        <p>
          The Service, including its software, design, text, illustrations, scenarios, the Pathscoop name and
          logo, is owned by Pathscoop or its licensors and protected by copyright, trademark and other laws.
          Subject to these Terms, we give you a limited, personal, non-exclusive, non-transferable and
          revocable licence to use the Service for your own non-commercial career exploration.
        </p>
        <p>
          This licence does not allow you to copy, modify, distribute, sell, rent, publicly display, create
          derivative works from, decompile or reverse-engineer any part of the Service, or to remove any
          copyright or trademark notice. All rights not expressly granted are reserved. Third-party data, such
          as O*NET data, remains subject to its own licence.
        </p>
        <p>
          You keep ownership of what you submit (for example, a story or feedback). You give us a
          non-exclusive, royalty-free licence to use it to operate and improve the Service and, only with your
          permission, to publish it.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and termination',
    body: (
      <p>
        You may stop using the Service and ask us to close your account at any time. We may suspend or
        terminate your account or access to all or part of the Service, at our sole discretion, at any time
        and with or without notice, including if we believe you have broken these Terms or put other members
        at risk. Sections that by their nature should survive termination (such as proprietary rights,
        disclaimers, limitation of liability, choice of law and forum) survive it.
      </p>
    ),
  },
  {
    id: 'warranty',
    title: 'Disclaimer of warranties',
    body: (
      <p>
        THE SERVICE IS PROVIDED “AS IS” AND “AS AVAILABLE”. TO THE FULLEST EXTENT PERMITTED BY LAW, PATHSCOOP
        DISCLAIMS ALL WARRANTIES, EXPRESS OR IMPLIED, INCLUDING WARRANTIES OF MERCHANTABILITY, FITNESS FOR A
        PARTICULAR PURPOSE, TITLE AND NON-INFRINGEMENT. WE DO NOT WARRANT THAT THE SERVICE WILL BE
        UNINTERRUPTED, SECURE OR ERROR-FREE, OR THAT RECOMMENDATIONS, AI OUTPUT OR MENTOR ADVICE WILL BE
        ACCURATE OR MEET YOUR NEEDS. Some jurisdictions do not allow the exclusion of implied warranties, so
        some of these exclusions may not apply to you.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    body: (
      <p>
        TO THE FULLEST EXTENT PERMITTED BY LAW, PATHSCOOP AND ITS OFFICERS, EMPLOYEES, VOLUNTEERS AND PARTNERS
        WILL NOT BE LIABLE FOR ANY INDIRECT, INCIDENTAL, SPECIAL, CONSEQUENTIAL OR PUNITIVE DAMAGES, OR FOR
        ANY LOSS OF PROFITS, DATA, OPPORTUNITY OR GOODWILL, ARISING FROM YOUR USE OF OR INABILITY TO USE THE
        SERVICE, EVEN IF WE WERE ADVISED OF THEIR POSSIBILITY. OUR TOTAL LIABILITY FOR ANY CLAIM RELATED TO
        THE SERVICE IS LIMITED TO THE GREATER OF THE AMOUNT YOU PAID US IN THE 12 MONTHS BEFORE THE CLAIM OR
        100 U.S. DOLLARS. Nothing in these Terms limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: 'indemnity',
    title: 'Indemnification',
    body: (
      <p>
        You agree to defend and hold harmless Pathscoop from claims, damages and costs (including reasonable
        attorneys’ fees) arising from your breach of these Terms or your misuse of the Service. If you are
        under 18, this obligation applies to the parent or guardian who agreed to these Terms for you.
      </p>
    ),
  },
  {
    id: 'california',
    title: 'Your California privacy rights',
    body: (
      <>
        <p>
          California residents may ask once a year whether we disclosed their personal information to third
          parties for those third parties’ direct-marketing purposes (Cal. Civ. Code § 1798.83). We do not
          share personal information for that purpose. California residents also have the rights described in
          the California section of our <Link to="/privacypolicy">Privacy Policy</Link>.
        </p>
        <p>
          If you are a California resident under 18 and a registered member, you may ask us to remove content
          you posted publicly on the Service (Cal. Bus. &amp; Prof. Code § 22581) by writing to{' '}
          {mail(SITE.privacyEmail)}. Removal does not guarantee that the content is erased from every system
          or that copies made by others are removed.
        </p>
      </>
    ),
  },
  {
    id: 'law',
    title: 'Choice of law and forum',
    body: (
      <p>
        These Terms are governed by the laws of the Commonwealth of Pennsylvania and applicable U.S. federal
        law, without regard to conflict-of-law rules. Any dispute arising from these Terms or the Service will
        be brought exclusively in the state or federal courts located in Philadelphia County, Pennsylvania,
        and you and we consent to their personal jurisdiction. If you live outside the United States, this
        does not take away any protection given to you by the mandatory laws of your country of residence.
      </p>
    ),
  },
  {
    id: 'copyright',
    title: 'Copyright complaints',
    body: (
      <>
        <p>
          We respect intellectual property. If you believe material on the Service infringes your copyright,
          send our designated copyright agent a written notice under the Digital Millennium Copyright Act (17
          U.S.C. § 512(c)) including:
        </p>
        <ol>
          <li>
            your physical or electronic signature, or that of the person authorized to act for the owner;
          </li>
          <li>a description of the copyrighted work you claim is infringed;</li>
          <li>a description of where the material is on the Service, detailed enough for us to find it;</li>
          <li>your address, telephone number and e-mail address;</li>
          <li>
            a statement that you believe in good faith that the use is not authorized by the owner, its agent
            or the law;
          </li>
          <li>
            a statement, under penalty of perjury, that the information in your notice is accurate and that
            you are the owner or authorized to act for the owner.
          </li>
        </ol>
        <p>
          Copyright agent: {mail(SITE.legalEmail)}, or by mail to {SITE.postalAddress}. If your material was
          removed and you believe that was a mistake, you may send a counter-notice as the DMCA allows. We
          terminate the accounts of repeat infringers where appropriate.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these Terms',
    body: (
      <p>
        We may update these Terms. When we make material changes we will tell members by e-mail or in the
        Service before they take effect. Continuing to use the Service after that means you accept the new
        Terms.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Questions about these Terms? Write to {mail(SITE.legalEmail)}, call {SITE.phone.display} or send mail
        to {SITE.postalAddress}.
      </p>
    ),
  },
];

/** /terms: Terms of Use (static). */
export function Component() {
  return (
    <>
      <title>Terms of Use — Pathscoop</title>
      <LegalDocument
        title="Terms of Use"
        updated="April 25, 2025"
        intro={
          <p>
            Welcome to Pathscoop. These Terms explain the rules for using our service, what you can expect
            from us and what we expect from you. We have tried to keep them readable; the headings are there
            to help you find things quickly.
          </p>
        }
        sections={sections}
      />
    </>
  );
}
