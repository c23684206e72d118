/**
 * @generated SignedSource<<0dd654edbbe8280326b703ac869d0d12>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecordOrderReceivedInput = {
  bookingNumber: string;
  consent: CookieConsentInput;
  orderKey: string;
  visitorId?: string | null | undefined;
};
export type CookieConsentInput = {
  acceptedAt: string;
  version: string;
};
export type useOrderReceivedEventMutation$variables = {
  input: RecordOrderReceivedInput;
};
export type useOrderReceivedEventMutation$data = {
  readonly recordOrderReceived: {
    readonly __typename: string;
  };
};
export type useOrderReceivedEventMutation = {
  response: useOrderReceivedEventMutation$data;
  variables: useOrderReceivedEventMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "recordOrderReceived",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useOrderReceivedEventMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOrderReceivedEventMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "e10b5514942daba2d7a0820e8b764885",
    "id": null,
    "metadata": {},
    "name": "useOrderReceivedEventMutation",
    "operationKind": "mutation",
    "text": "mutation useOrderReceivedEventMutation(\n  $input: RecordOrderReceivedInput!\n) {\n  recordOrderReceived(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "676f1073ea7493c6da31eaf53159d451";

export default node;
