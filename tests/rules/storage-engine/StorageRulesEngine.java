// Test-only: answers allow/deny for Storage requests with Google's own rules engine, the one inside
// the Firestore emulator's JAR (the Storage emulator needs a JAR that cannot be downloaded here).
// It uses internal classes of that JAR: engine.ts compiles this file against the JAR first, so a
// JAR whose classes changed fails the tests with javac naming what is missing.
//
// Usage: java -cp <jar>:<dir> StorageRulesEngine <storage.rules>
// First line out: {"ready":true} or {"error":"..."}. Then one JSON request per line in, one answer per
// line out: {"permit":true|false} or {"error":"..."}. A request:
//   {"method":"get|list|create|update|delete", "path":"/b/<bucket>/o/<name>",
//    "variables":{"request":{...},"resource":{...}|null}, "firestore":{"users/u1":{...}}}
// firestore.get/exists are answered from "firestore" (document path under the default database → data).
import com.google.common.util.concurrent.Futures;
import com.google.common.util.concurrent.ListenableFuture;
import com.google.common.collect.ImmutableList;
import com.google.firebase.rules.lang.CompileResult;
import com.google.firebase.rules.lang.FirebaseRulesProtoCompiler;
import com.google.firebase.rules.lang.common.FirebaseRulesLangOptions;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageCreateContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageDeleteContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageGetContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageListContextConverter;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageService;
import com.google.firebase.rules.partners.services.firebasestorage.FirebaseStorageUpdateContextConverter;
import com.google.firebase.rules.runtime.common.EvaluationRestrictions;
import com.google.firebase.rules.runtime.common.EvaluationResult;
import com.google.firebase.rules.runtime.evaluators.AuthRuleEvaluator;
import com.google.firebase.rules.runtime.impl.DefaultEvaluator;
import com.google.firebase.rules.runtime.v1.ExpressionListValue;
import com.google.firebase.rules.runtime.v1.ExpressionMapValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathSegmentValue;
import com.google.firebase.rules.runtime.v1.ExpressionPathValue;
import com.google.firebase.rules.runtime.v1.ExpressionValue;
import com.google.firebase.rules.v1.File;
import com.google.firebase.rules.v1.Issue;
import com.google.firebase.rules.v1.Source;
import com.google.firebase.rules.v1.SourcePosition;
import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.protobuf.NullValue;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

public final class StorageRulesEngine {
  private static final String DOCUMENTS = "databases/(default)/documents/";
  private static final ExpressionValue NULL = ExpressionValue.newBuilder().setNullValue(NullValue.NULL_VALUE).build();

  public static void main(String[] args) throws Exception {
    PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
    Gson gson = new Gson();
    DefaultEvaluator evaluator;
    try {
      evaluator = compile(Path.of(args[0]));
    } catch (Exception e) {
      out.println(gson.toJson(Map.of("error", String.valueOf(e.getMessage()))));
      System.exit(2);
      return;
    }
    out.println("{\"ready\":true}");

    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    for (String line; (line = in.readLine()) != null; ) {
      if (line.isBlank()) continue;
      JsonObject answer = new JsonObject();
      try {
        answer.addProperty("permit", evaluate(evaluator, JsonParser.parseString(line).getAsJsonObject()));
      } catch (Throwable e) {
        // A LinkageError here means the JAR's classes changed: say so rather than deny quietly.
        answer.addProperty("error", e.getClass().getName() + ": " + e.getMessage());
      }
      out.println(gson.toJson(answer));
    }
  }

  private static DefaultEvaluator compile(Path rules) throws Exception {
    // Cross-service rules must be allowed, or firestore.get()/exists() quietly evaluate to null.
    FirebaseRulesLangOptions options =
        FirebaseRulesLangOptions.builder().allowCrossServiceRules(true).allowTernaryOperator(true).build();
    Source source = Source.newBuilder()
        .addFiles(File.newBuilder().setName(rules.getFileName().toString()).setContent(Files.readString(rules)))
        .build();
    CompileResult result = FirebaseRulesProtoCompiler.createStandalone(options).compile(source);
    if (result.hasCompilationError()) {
      List<String> issues = new ArrayList<>();
      for (Issue issue : result.getIssues()) {
        SourcePosition at = issue.getSourcePosition();
        issues.add(at.getFileName() + ":" + at.getLine() + ":" + at.getColumn() + " " + issue.getSeverity() + " " + issue.getDescription());
      }
      throw new IllegalArgumentException(rules + " does not compile: " + String.join("; ", issues));
    }
    EvaluationRestrictions restrictions = EvaluationRestrictions.builder()
        .maximumExpressionSize(10_000)
        .maximumStackSize(1_000)
        .maximumEvaluationTime(Duration.ofSeconds(5))
        .maximumLocalVariableSize(1_000)
        .build();
    return new DefaultEvaluator(result.getRulesetAst(), ImmutableList.of(), restrictions);
  }

  private static boolean evaluate(DefaultEvaluator evaluator, JsonObject request) throws Exception {
    JsonObject variables = request.getAsJsonObject("variables");
    Context context = new Context(
        path(request.get("path").getAsString()),
        value(variables.get("request")).getMapValue(),
        variables.has("resource") ? value(variables.get("resource")) : NULL,
        request.has("firestore") ? request.getAsJsonObject("firestore") : new JsonObject());
    String method = request.get("method").getAsString();
    AuthRuleEvaluator.RuleContext ruleContext = switch (method) {
      case "get" -> FirebaseStorageGetContextConverter.convert(context);
      case "list" -> FirebaseStorageListContextConverter.convert(context);
      case "create" -> FirebaseStorageCreateContextConverter.convert(context);
      case "update" -> FirebaseStorageUpdateContextConverter.convert(context);
      case "delete" -> FirebaseStorageDeleteContextConverter.convert(context);
      default -> throw new IllegalArgumentException("unknown method " + method);
    };
    EvaluationResult result = evaluator.evaluate(ruleContext).get(10, TimeUnit.SECONDS);
    return result.permit();
  }

  private static ExpressionPathValue path(String path) {
    ExpressionPathValue.Builder builder = ExpressionPathValue.newBuilder();
    for (String segment : path.split("/")) {
      if (!segment.isEmpty()) builder.addSegments(ExpressionPathSegmentValue.newBuilder().setSimple(segment));
    }
    return builder.build();
  }

  /** JSON → rules value; a whole number is an int (sizes are compared as ints). */
  private static ExpressionValue value(JsonElement json) {
    if (json == null || json.isJsonNull()) return NULL;
    if (json.isJsonObject()) {
      ExpressionMapValue.Builder map = ExpressionMapValue.newBuilder();
      for (Map.Entry<String, JsonElement> e : json.getAsJsonObject().entrySet()) map.putFields(e.getKey(), value(e.getValue()));
      return ExpressionValue.newBuilder().setMapValue(map).build();
    }
    if (json.isJsonArray()) {
      ExpressionListValue.Builder list = ExpressionListValue.newBuilder();
      for (JsonElement e : json.getAsJsonArray()) list.addValues(value(e));
      return ExpressionValue.newBuilder().setListValue(list).build();
    }
    JsonPrimitive p = json.getAsJsonPrimitive();
    if (p.isBoolean()) return ExpressionValue.newBuilder().setBoolValue(p.getAsBoolean()).build();
    if (p.isString()) return ExpressionValue.newBuilder().setStringValue(p.getAsString()).build();
    double d = p.getAsDouble();
    return d == Math.rint(d) && Math.abs(d) < 9e15
        ? ExpressionValue.newBuilder().setIntValue((long) d).build()
        : ExpressionValue.newBuilder().setFloatValue(d).build();
  }

  /** One request, in the shape every Storage context converter of the JAR takes. */
  private record Context(ExpressionPathValue path, ExpressionMapValue request, ExpressionValue resourceValue, JsonObject firestore)
      implements FirebaseStorageService.FirebaseStorageGetContext,
          FirebaseStorageService.FirebaseStorageListContext,
          FirebaseStorageService.FirebaseStorageCreateContext,
          FirebaseStorageService.FirebaseStorageUpdateContext,
          FirebaseStorageService.FirebaseStorageDeleteContext {

    @Override
    public ListenableFuture<ExpressionValue> resource() {
      return Futures.immediateFuture(resourceValue);
    }

    @Override
    public ExpressionValue debug(ExpressionValue value) {
      System.err.println("debug: " + value);
      return value;
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreGet(ExpressionPathValue documentPath, SourcePosition at) {
      String key = documentKey(documentPath);
      if (!firestore.has(key)) return Futures.immediateFuture(NULL);
      ExpressionMapValue.Builder document = ExpressionMapValue.newBuilder()
          .putFields("data", value(firestore.get(key)))
          .putFields("id", ExpressionValue.newBuilder().setStringValue(key.substring(key.lastIndexOf('/') + 1)).build())
          .putFields("__name__", ExpressionValue.newBuilder().setPathValue(documentPath).build());
      return Futures.immediateFuture(ExpressionValue.newBuilder().setMapValue(document).build());
    }

    @Override
    public ListenableFuture<ExpressionValue> firestoreExists(ExpressionPathValue documentPath, SourcePosition at) {
      boolean exists = firestore.has(documentKey(documentPath));
      return Futures.immediateFuture(ExpressionValue.newBuilder().setBoolValue(exists).build());
    }

    private static String documentKey(ExpressionPathValue documentPath) {
      List<String> segments = new ArrayList<>();
      for (ExpressionPathSegmentValue s : documentPath.getSegmentsList()) {
        if (!s.hasSimple()) throw new IllegalArgumentException("unbound path segment in firestore call: " + documentPath);
        segments.add(s.getSimple());
      }
      String joined = String.join("/", segments);
      if (!joined.startsWith(DOCUMENTS)) throw new IllegalArgumentException("not a default-database document: " + joined);
      return joined.substring(DOCUMENTS.length());
    }
  }
}
